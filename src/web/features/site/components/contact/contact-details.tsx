import type { ReactNode } from 'react';
import type { StoreProfile } from '../../../../../shared/schemas/site';
import { MailIcon, PhoneIcon, PinIcon } from '../../../../components/ui/more-icons';
import { WhatsappIcon } from '../../../../components/ui/social-icons';
import { useTranslation } from '../../../../lib/translation';
import { useBilingual } from '../../../../lib/use-lang';

export const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold text-slate-600">{label}</span>
        {children}
      </div>
    </div>
  );
}

const link = 'break-words font-semibold text-ink hover:text-brand-800 hover:underline';

/** Phone, WhatsApp, e-mail and both addresses, each one tap away on a phone. */
export function ContactDetails({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  const bilingual = useBilingual();
  const icon = 'size-5';
  return (
    <section
      aria-labelledby="contact-details"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="contact-details" className="text-lg font-bold text-ink">
        {t('contact.reachUs')}
      </h2>
      <address className="grid gap-4 not-italic sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Row icon={<PhoneIcon className={icon} />} label={t('contact.phone')}>
          <a href={`tel:${store.phone.replace(/\s/g, '')}`} className={link}>
            <bdi dir="ltr">{store.phone}</bdi>
          </a>
        </Row>
        <Row icon={<WhatsappIcon className={icon} />} label={t('contact.whatsapp')}>
          <a
            href={whatsappUrl(store.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            <bdi dir="ltr">{store.whatsapp}</bdi>
          </a>
        </Row>
        <Row icon={<MailIcon className={icon} />} label={t('contact.email')}>
          <a href={`mailto:${store.email}`} className={`${link} break-all`}>
            <bdi dir="ltr">{store.email}</bdi>
          </a>
        </Row>
        <Row icon={<PinIcon className={icon} />} label={t('contact.office')}>
          <span className="text-ink">{bilingual(store.officeAddress)}</span>
        </Row>
        <Row icon={<PinIcon className={icon} />} label={t('contact.factory')}>
          <span className="text-ink">{bilingual(store.factoryAddress)}</span>
        </Row>
      </address>
    </section>
  );
}
