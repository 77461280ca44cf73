import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localDigits } from '../../../../../shared/digits';
import type { StoreProfile } from '../../../../../shared/schemas/site';
import { ArrowIcon } from '../../../../components/ui/icons';
import { ClockIcon, PinIcon } from '../../../../components/ui/more-icons';
import { useTranslation } from '../../../../lib/translation';
import { useBilingual, useLang } from '../../../../lib/use-lang';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="flex items-center gap-3 text-lg font-bold text-ink">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </div>
  );
}

/** Factory and office addresses and the business hours, with the way to the contact page. */
export function CompanyLocations({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  const bilingual = useBilingual();
  // The hours as typed in the settings, in the page's digits (decision 054).
  const lang = useLang();
  return (
    <section aria-labelledby="about-locations" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="about-locations" className="text-2xl font-extrabold text-ink sm:text-3xl">
          {t('about.locationsTitle')}
        </h2>
        <Link
          to="/contact"
          className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-800 hover:underline"
        >
          {t('about.directions')}
          <ArrowIcon className="size-4 rtl:rotate-180" />
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Card icon={<PinIcon className="size-5" />} title={t('about.office')}>
          <address className="not-italic leading-relaxed text-slate-700">
            {bilingual(store.officeAddress)}
          </address>
        </Card>
        <Card icon={<PinIcon className="size-5" />} title={t('about.factory')}>
          <address className="not-italic leading-relaxed text-slate-700">
            {bilingual(store.factoryAddress)}
          </address>
        </Card>
        <Card icon={<ClockIcon className="size-5" />} title={t('about.hoursTitle')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {store.businessHours.map((entry) => (
              <div key={entry.days.en || entry.days.ar} className="contents">
                <dt className="text-slate-600">{bilingual(entry.days)}</dt>
                <dd className="font-semibold text-ink">
                  {localDigits(bilingual(entry.hours), lang)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </section>
  );
}
