import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localDigits } from '../../../../shared/digits';
import type { CompareProduct } from '../../../../shared/schemas/compare';
import { ProductImage } from '../../../components/product-image';
import { Badge } from '../../../components/ui/badge';
import { CloseIcon } from '../../../components/ui/icons';
import { ProductPrice } from '../../../components/ui/product-price';
import { formatNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

/** The properties a shopper decides by come first, in this order; the others as they come. */
const FIRST = ['voltage', 'output voltage', 'capacity', 'weight', 'warranty'];

interface PropertyRow {
  key: string;
  label: string;
  values: (string | null)[];
}

/** The union of the products' properties (by English name), a value per product or null. */
export function propertyRows(products: CompareProduct[], lang: 'ar' | 'en'): PropertyRow[] {
  const rows = new Map<string, PropertyRow>();
  products.forEach((product, column) => {
    for (const property of product.properties) {
      const key = property.keyEn.trim().toLowerCase();
      let row = rows.get(key);
      if (!row) {
        row = { key, label: localized(property, 'key', lang), values: products.map(() => null) };
        rows.set(key, row);
      }
      row.values[column] ??= localDigits(localized(property, 'value', lang), lang);
    }
  });
  const rank = (row: PropertyRow) => {
    const at = FIRST.indexOf(row.key);
    return at === -1 ? FIRST.length : at;
  };
  return [...rows.values()].sort((a, b) => rank(a) - rank(b));
}

const DASH = '—';

/**
 * Products side by side: a column per product, a row per fact. On a phone the table scrolls
 * sideways inside its frame while the first column (what each row is) stays in place.
 */
export function CompareTable({
  products,
  onRemove,
}: {
  products: CompareProduct[];
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const names = products.map((product) => localized(product, 'name', lang));
  const row = (
    label: string,
    cell: (product: CompareProduct, i: number) => ReactNode,
    key = label,
  ) => (
    <tr key={key} className="border-t border-slate-200">
      <th
        scope="row"
        className="sticky start-0 z-10 break-words bg-slate-50 p-3 text-start align-top text-xs font-semibold text-slate-700 sm:text-sm"
      >
        {label}
      </th>
      {products.map((product, i) => (
        <td key={product.id} className="break-words p-3 align-top text-slate-800">
          {cell(product, i) ?? (
            <>
              <span aria-hidden="true">{DASH}</span>
              <span className="sr-only">{t('compare.none')}</span>
            </>
          )}
        </td>
      ))}
    </tr>
  );

  return (
    // A region that scrolls sideways: focusable, so a keyboard can scroll it (WCAG 2.1.1).
    <section
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
      aria-label={t('compare.tableLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      {/* Equal columns, never narrower than a phone can read: two products fit a 390 px screen,
          more scroll sideways. */}
      <table
        className="w-full table-fixed border-collapse text-sm"
        style={{ minWidth: `${6 + products.length * 8}rem` }}
      >
        <caption className="sr-only">{t('compare.tableLabel')}</caption>
        <colgroup>
          <col className="w-24 sm:w-44" />
          {products.map((product) => (
            <col key={product.id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td className="sticky start-0 z-10 bg-slate-50" />
            {products.map((product, i) => (
              <th key={product.id} scope="col" className="p-3 text-start align-top font-normal">
                <div className="flex flex-col gap-2">
                  <div className="relative">
                    <ProductImage
                      src={product.imageUrl}
                      thumbSrc={product.thumbUrl}
                      alt=""
                      sizes="(min-width: 640px) 13rem, 10rem"
                      className="rounded-xl border border-slate-100"
                    />
                    <button
                      type="button"
                      onClick={() => onRemove(product.id)}
                      aria-label={t('compare.removeNamed', { name: names[i] })}
                      title={t('compare.remove')}
                      className="absolute top-1.5 end-1.5 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-900/10 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      <CloseIcon className="size-5" />
                    </button>
                  </div>
                  <Link
                    to={`/products/${product.id}`}
                    className="line-clamp-3 text-sm font-bold leading-snug text-ink hover:text-brand-800"
                  >
                    {names[i]}
                  </Link>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('compare.price'), (p) => (
            <div className="flex flex-col gap-1">
              {p.hasVariants ? (
                <span className="text-xs text-slate-600">{t('compare.from')}</span>
              ) : null}
              <ProductPrice
                price={p.price}
                compareAtPrice={p.compareAtPrice}
                saving={p.saving}
                priceClassName="text-base"
              />
            </div>
          ))}
          {row(t('compare.stock'), (p) =>
            !p.inStock ? (
              <Badge tone="danger">{t('product.outOfStock')}</Badge>
            ) : p.stockQuantity ? (
              <Badge tone="warning">
                {t('compare.fewLeft', {
                  count: p.stockQuantity,
                  formatted: formatNumber(p.stockQuantity, lang),
                })}
              </Badge>
            ) : (
              <Badge tone="success">{t('product.inStock')}</Badge>
            ),
          )}
          {row(t('compare.rating'), ({ rating }) =>
            t('product.ratingSummary', {
              count: rating.count,
              formatted: formatNumber(rating.count, lang),
              average: formatNumber(rating.average, lang, { maximumFractionDigits: 1 }),
            }),
          )}
          {row(t('compare.category'), (p) => localized(p.category, 'name', lang))}
          {propertyRows(products, lang).map((property) =>
            row(property.label, (_, i) => property.values[i], property.key),
          )}
        </tbody>
      </table>
    </section>
  );
}
