import { UserIcon } from '../../../components/ui/icons';
import { ShieldIcon } from '../../../components/ui/more-icons';
import { useTranslation } from '../../../lib/translation';
import { usePublicSettings } from '../../settings/api/public-settings';

export interface DemoCredentials {
  email: string;
  password: string;
}

/**
 * SPEC §2: while demo mode is on, the login page offers the demo customer and admin accounts.
 * A button fills the form (it does not submit), so visitors see what they are signing in with.
 */
export function DemoAccounts({ onPick }: { onPick: (account: DemoCredentials) => void }) {
  const { t } = useTranslation();
  const accounts = usePublicSettings().data?.demoAccounts;
  if (!accounts) return null;
  const rows = [
    { key: 'customer', label: t('auth.demo.customer'), Icon: UserIcon, ...accounts.customer },
    { key: 'admin', label: t('auth.demo.admin'), Icon: ShieldIcon, ...accounts.admin },
  ];
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/70 p-3.5"
    >
      <div>
        <h2 id="demo-accounts-title" className="text-sm font-bold text-ink">
          {t('auth.demo.title')}
        </h2>
        <p className="text-xs text-slate-700">{t('auth.demo.hint')}</p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {rows.map(({ key, label, Icon, email, password }) => (
          <button
            key={key}
            type="button"
            onClick={() => onPick({ email, password })}
            aria-label={t('auth.demo.use', { account: label })}
            className="flex min-w-0 flex-col items-start gap-0.5 rounded-lg border border-amber-300 bg-white px-3 py-2 text-start transition-colors hover:border-brand-700 hover:bg-brand-50"
          >
            <span className="flex items-center gap-1.5 text-sm font-bold text-ink">
              <Icon className="size-4 text-brand-800" />
              {label}
            </span>
            {/* Addresses read left to right inside Arabic text too. */}
            <span dir="ltr" className="w-full truncate text-xs text-slate-600">
              {email}
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
