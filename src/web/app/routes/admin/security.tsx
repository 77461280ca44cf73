import { PageHeader } from '../../../components/page-header';
import { SecurityManager } from '../../../features/two-factor/components/security-manager';
import { useTranslation } from '../../../lib/translation';

/** /admin/security: the signed-in staff member's own two-factor sign-in (decision 049). */
export default function AdminSecurityPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('twoFactor.security.pageTitle')}
        description={t('twoFactor.security.pageIntro')}
      />
      <SecurityManager />
    </div>
  );
}
