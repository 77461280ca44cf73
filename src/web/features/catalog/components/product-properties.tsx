import type { ProductProperty } from '../../../../shared/schemas/catalog';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

/** Key/value specification table of a product (SPEC §3 properties), in the current language. */
export function ProductProperties({ properties }: { properties: ProductProperty[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="product-properties" className="flex flex-col gap-3">
      <h2 id="product-properties" className="text-lg font-bold">
        {t('product.properties')}
      </h2>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <tbody className="divide-y divide-slate-200">
            {properties.map((property) => (
              <tr
                key={`${property.keyEn}-${property.keyAr}-${property.valueEn}`}
                className="even:bg-slate-50"
              >
                <th
                  scope="row"
                  className="w-2/5 px-4 py-2.5 text-start align-top font-semibold text-slate-700"
                >
                  {localized(property, 'key', lang)}
                </th>
                <td className="px-4 py-2.5 text-ink">{localized(property, 'value', lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
