import { useTranslation } from 'react-i18next';
import type { ProductProperty } from '../../../../shared/schemas/catalog';
import { pickLocalized, useLang } from '../../../lib/use-lang';

/** Key/value specification table of a product (SPEC §3 properties). */
export function ProductProperties({ properties }: { properties: ProductProperty[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="product-properties" className="flex flex-col gap-3">
      <h2 id="product-properties" className="text-lg font-bold">
        {t('product.properties')}
      </h2>
      <dl className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {properties.map((property) => (
          <div
            key={`${property.keyEn}-${property.valueEn}`}
            className="grid grid-cols-2 gap-4 px-4 py-2.5 text-sm"
          >
            <dt className="font-semibold text-slate-700">
              {pickLocalized(lang, property.keyEn, property.keyAr)}
            </dt>
            <dd className="text-ink">{pickLocalized(lang, property.valueEn, property.valueAr)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
