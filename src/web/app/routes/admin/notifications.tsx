import { SectionCard } from '../../../components/admin/section-card';
import { PageHeader } from '../../../components/page-header';
import { NotificationCenter } from '../../../features/notifications/components/notification-center';
import { SendNotificationForm } from '../../../features/notifications/components/send-notification-form';
import { useTranslation } from '../../../lib/translation';

/** The admin's own notifications beside the form that sends one to customers. */
export default function AdminNotificationsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.pages.notifications.title')}
        description={t('admin.pages.notifications.intro')}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <NotificationCenter heading={t('admin.notifications.inbox')} />
        <SectionCard
          id="send-notification"
          title={t('admin.notifications.send.title')}
          description={t('admin.notifications.send.description')}
        >
          <SendNotificationForm />
        </SectionCard>
      </div>
    </div>
  );
}
