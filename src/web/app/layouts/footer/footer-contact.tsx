import type { StoreProfile } from '../../../../shared/schemas/site';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/more-icons';
import { WhatsappIcon } from '../../../components/ui/social-icons';
import { useTranslation } from '../../../lib/translation';
import { useBilingual } from '../../../lib/use-lang';

const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** Contact details and business hours from the store profile. */
export function FooterContact({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  const bilingual = useBilingual();
  const row = 'flex items-start gap-2';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand-200';
  return (
    <div className="flex flex-col gap-6 sm:flex-row lg:flex-col">
      <address className="flex flex-col gap-2.5 not-italic">
        <h2 className="text-base font-bold text-white">{t('footer.contactUs')}</h2>
        <a href={`tel:${store.phone.replace(/\s/g, '')}`} className={`${row} hover:text-white`}>
          <PhoneIcon className={icon} />
          <span className="sr-only">{t('footer.phone')}: </span>
          <span dir="ltr">{store.phone}</span>
        </a>
        <a
          href={whatsappUrl(store.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${row} hover:text-white`}
        >
          <WhatsappIcon className={icon} />
          <span className="sr-only">{t('footer.whatsapp')}: </span>
          <span dir="ltr">{store.whatsapp}</span>
        </a>
        <a href={`mailto:${store.email}`} className={`${row} break-all hover:text-white`}>
          <MailIcon className={icon} />
          <span dir="ltr">{store.email}</span>
        </a>
        <p className={row}>
          <PinIcon className={icon} />
          <span>
            <span className="font-semibold text-white">{t('footer.office')}: </span>
            {bilingual(store.officeAddress)}
          </span>
        </p>
        <p className={row}>
          <PinIcon className={icon} />
          <span>
            <span className="font-semibold text-white">{t('footer.factory')}: </span>
            {bilingual(store.factoryAddress)}
          </span>
        </p>
      </address>
      <div className="flex flex-col gap-2">
        <h2 className="flex items-center gap-2 text-base font-bold text-white">
          <ClockIcon className="size-5 text-brand-200" />
          {t('footer.businessHours')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {store.businessHours.map((entry) => (
            <div key={entry.days.en} className="contents">
              <dt className="text-slate-300">{bilingual(entry.days)}</dt>
              <dd className="font-semibold text-white">{bilingual(entry.hours)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
