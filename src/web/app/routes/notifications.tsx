import { PageContainer, PageHeader } from '../../components/page-header';
import { NotificationCenter } from '../../features/notifications/components/notification-center';
import { useTranslation } from '../../lib/translation';

export default function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      {/* A reading column: long lines of short messages are hard to scan on a wide screen. */}
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <PageHeader
          title={t('pages.notifications.title')}
          description={t('pages.notifications.intro')}
        />
        <NotificationCenter />
      </div>
    </PageContainer>
  );
}
