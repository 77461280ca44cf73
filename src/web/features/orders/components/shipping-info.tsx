import { COUNTRIES } from '../../../../shared/constants';
import { EGYPT_GOVERNORATES } from '../../../../shared/egypt';
import type { OrderDetail } from '../../../../shared/schemas/orders';
import { useLang } from '../../../lib/use-lang';

/** A country or governorate code in the page's language (free text stays as typed). */
export function placeName(
  code: string,
  list: readonly { code: string; en: string; ar: string }[],
  lang: string,
) {
  // Older orders may hold the English name instead of the code.
  const found = list.find((item) => item.code === code || item.en === code);
  return found ? found[lang === 'ar' ? 'ar' : 'en'] : code;
}

/** Name, phone and address the order ships to. */
export function ShippingInfo({ info }: { info: OrderDetail['shippingInfo'] }) {
  const lang = useLang();
  const state =
    info.country === 'EG' || info.country === 'Egypt'
      ? placeName(info.state, EGYPT_GOVERNORATES, lang)
      : info.state;
  const lines = [
    info.address,
    [info.city, state].filter(Boolean).join(lang === 'ar' ? '، ' : ', '),
    [placeName(info.country, COUNTRIES, lang), info.postalCode].filter(Boolean).join(' '),
  ];
  return (
    <address className="flex flex-col gap-0.5 text-sm not-italic text-slate-700">
      <span className="font-semibold text-ink">{info.fullName}</span>
      <bdi dir="ltr" className="self-start">
        {info.phone}
      </bdi>
      <bdi dir="ltr" className="self-start text-slate-600">
        {info.email}
      </bdi>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
