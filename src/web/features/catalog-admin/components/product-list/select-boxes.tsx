import { useEffect, useRef } from 'react';
import type { AdminProduct } from '../../../../../shared/schemas/catalog-admin';
import { useTranslation } from '../../../../lib/translation';
import { useProductName } from './product-cells';
import type { ProductSelection } from './use-product-selection';

const box =
  'size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Ticks one product for a bulk edit. */
export function SelectProductBox({
  product,
  selection,
}: {
  product: AdminProduct;
  selection: ProductSelection;
}) {
  const { t } = useTranslation();
  const nameOf = useProductName();
  return (
    <input
      type="checkbox"
      className={box}
      aria-label={t('admin.products.bulk.select', { name: nameOf(product) })}
      checked={selection.has(product.id)}
      onChange={(event) => selection.toggle(product.id, event.target.checked)}
    />
  );
}

/** Ticks every product of the page (half-ticked when only some are). */
export function SelectPageBox({
  products,
  selection,
  id,
}: {
  products: AdminProduct[];
  selection: ProductSelection;
  /** With a visible label (phones) the label names it; else an invisible one does. */
  id?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const ticked = products.filter((p) => selection.has(p.id)).length;
  const all = products.length > 0 && ticked === products.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={ref}
      id={id}
      type="checkbox"
      className={box}
      aria-label={id ? undefined : t('admin.products.bulk.selectPage')}
      checked={all}
      onChange={(event) =>
        selection.togglePage(
          products.map((p) => p.id),
          event.target.checked,
        )
      }
    />
  );
}
