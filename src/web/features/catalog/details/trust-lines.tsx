import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { localDigits } from '../../../../shared/digits';
import type { ProductDetail } from '../../../../shared/schemas/catalog';
import { Icon, type IconProps } from '../../../components/ui/icons';
import { WhatsappIcon } from '../../../components/ui/social-icons';
import { usePageOrigin } from '../../../lib/page-time';
import { useSiteInfo } from '../../../lib/site-info';
import { useTranslation } from '../../../lib/translation';
import { useBilingual, useLang } from '../../../lib/use-lang';
import { whatsappDigits } from '../../../lib/whatsapp';
import { DeliveryEstimate } from '../../shipping';

const ShieldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6Z" />
    <path d="m8.8 12 2.2 2.2 4.3-4.4" />
  </Icon>
);

const CashIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.6" />
    <path d="M6 9.5v5M18 9.5v5" />
  </Icon>
);

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      {icon}
      <span>{children}</span>
    </p>
  );
}

/**
 * The short lines beside Add to cart (issue 24): the warranty (products with a Warranty
 * property), the delivery estimate, cash on delivery, and a question on WhatsApp about this
 * product. The texts are the shop's settings, in the page's language.
 */
export function TrustLines({ product, name }: { product: ProductDetail; name: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const bilingual = useBilingual();
  // Text the shop typed ("24 months") in the page's digits (decision 054).
  const text = (value: { en: string; ar: string }) => localDigits(bilingual(value), lang);
  const warranty = product.trust?.warranty;
  const cod = product.trust?.cashOnDelivery;
  const icon = 'mt-px size-5 shrink-0 text-brand-800';
  return (
    <div className="flex flex-col gap-2.5" data-testid="trust-lines">
      {warranty ? (
        <Line icon={<ShieldIcon className={icon} />}>
          <strong className="block font-semibold text-ink">
            {t('trust.warranty', { period: text(warranty.period) })}
          </strong>
          {text(warranty.note)}
        </Line>
      ) : null}
      <DeliveryEstimate />
      {cod ? <Line icon={<CashIcon className={icon} />}>{text(cod)}</Line> : null}
      <AskOnWhatsapp name={name} />
    </div>
  );
}

/**
 * "Ask about this product on WhatsApp": the chat opens with the product's name and its absolute
 * link typed in the page's language (the shop's address until the app runs, then the one the
 * visitor used).
 */
function AskOnWhatsapp({ name }: { name: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const origin = usePageOrigin();
  const digits = whatsappDigits(useSiteInfo().data?.store.whatsapp);
  if (!digits) return null;
  const link = `${origin}${pathname}${search}`;
  return (
    <a
      href={`https://wa.me/${digits}?text=${encodeURIComponent(t('whatsapp.productMessage', { name, link }))}`}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-2 self-start rounded text-sm font-semibold text-[#0b6b5f] underline-offset-4 hover:underline"
    >
      <WhatsappIcon className="size-5 shrink-0" />
      {t('whatsapp.askProduct')}
    </a>
  );
}
