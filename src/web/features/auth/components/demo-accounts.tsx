import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../site/api/site';

/** SPEC §2: while demo mode is on, the login page offers the demo customer and admin accounts. */
export function DemoAccounts() {
  const { t } = useTranslation();
  const accounts = useSiteInfo().data?.demoAccounts;
  if (!accounts) return null;
  const rows = [
    { key: 'customer', label: t('auth.demo.customer'), ...accounts.customer },
    { key: 'admin', label: t('auth.demo.admin'), ...accounts.admin },
  ];
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm"
    >
      <h2 id="demo-accounts-title" className="font-bold text-ink">
        {t('auth.demo.title')}
      </h2>
      <dl className="mt-2 flex flex-col gap-2">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col">
            <dt className="font-semibold text-slate-800">{row.label}</dt>
            <dd className="flex flex-wrap gap-x-2 text-slate-700">
              {/* Addresses and passwords read left to right inside Arabic text too. */}
              <span dir="ltr">{row.email}</span>
              <span dir="ltr" className="font-mono">
                {row.password}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
