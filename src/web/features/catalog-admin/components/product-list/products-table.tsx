import { Link } from 'react-router';
import type { AdminProduct } from '../../../../../shared/schemas/catalog-admin';
import { PriceTag } from '../../../../components/ui/price-tag';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import {
  editPath,
  ProductActions,
  ProductThumb,
  StatusBadges,
  StockStatus,
  useProductName,
} from './product-cells';
import { SelectPageBox, SelectProductBox } from './select-boxes';
import type { ProductSelection } from './use-product-selection';

interface ProductsViewProps {
  products: AdminProduct[];
  onClone: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  cloningId?: string;
  /** The products ticked for a bulk edit. */
  selection: ProductSelection;
}

const th = 'px-3 py-2.5 text-start text-xs font-bold uppercase tracking-wide text-slate-600';

/** The wide table, from md up; phones get ProductCards. */
export function ProductsTable({
  products,
  onClone,
  onDelete,
  cloningId,
  selection,
}: ProductsViewProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const nameOf = useProductName();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className="w-10 ps-3">
              <SelectPageBox products={products} selection={selection} />
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('admin.products.columns.image')}</span>
            </th>
            <th scope="col" className={th}>
              {t('admin.products.columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('admin.products.columns.category')}
            </th>
            <th scope="col" className={th}>
              {t('admin.products.columns.price')}
            </th>
            <th scope="col" className={th}>
              {t('admin.products.columns.stock')}
            </th>
            <th scope="col" className={th}>
              {t('admin.products.columns.status')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('admin.products.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((product) => (
            <tr
              key={product.id}
              className={selection.has(product.id) ? 'bg-brand-50' : 'hover:bg-slate-50'}
            >
              <td className="w-10 ps-3 align-middle">
                <SelectProductBox product={product} selection={selection} />
              </td>
              <td className="w-16 px-3 py-2">
                <ProductThumb product={product} />
              </td>
              <td className="max-w-72 px-3 py-2">
                <Link
                  to={editPath(product.id)}
                  className="line-clamp-2 font-semibold text-ink hover:text-brand-800 hover:underline"
                >
                  {nameOf(product)}
                </Link>
              </td>
              <td className="px-3 py-2 text-slate-700">
                {pickLocalized(lang, product.category.nameEn, product.category.nameAr)}
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                <PriceTag amount={product.price} className="font-semibold" />
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                <StockStatus product={product} />
              </td>
              <td className="px-3 py-2">
                <StatusBadges product={product} />
              </td>
              <td className="px-2 py-2">
                <ProductActions
                  product={product}
                  onClone={onClone}
                  onDelete={onDelete}
                  cloning={cloningId === product.id}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per product with the same facts and actions. */
export function ProductCards({
  products,
  onClone,
  onDelete,
  cloningId,
  selection,
}: ProductsViewProps) {
  const lang = useLang();
  const nameOf = useProductName();
  return (
    <ul className="flex flex-col gap-2 md:hidden">
      {products.map((product) => (
        <li
          key={product.id}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3"
        >
          <div className="flex items-start gap-3">
            <SelectProductBox product={product} selection={selection} />
            <ProductThumb product={product} large />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <Link to={editPath(product.id)} className="line-clamp-2 font-semibold text-ink">
                {nameOf(product)}
              </Link>
              <span className="text-xs text-slate-600">
                {pickLocalized(lang, product.category.nameEn, product.category.nameAr)}
              </span>
              <PriceTag amount={product.price} className="text-sm" />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <StockStatus product={product} />
            <StatusBadges product={product} />
            <span className="ms-auto">
              <ProductActions
                product={product}
                onClone={onClone}
                onDelete={onDelete}
                cloning={cloningId === product.id}
              />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
