import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListSearchField } from '../../../components/admin/list-search-field';
import { CloseIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { useAdminCategories } from '../../catalog-admin/api/categories';
import { adminProductsQuery } from '../../catalog-admin/api/products';

export interface Named {
  id: string;
  nameEn: string;
  nameAr: string;
}

const box = 'flex flex-col gap-2 rounded-lg border border-slate-200 p-3';
const legend = 'px-1 text-sm font-semibold text-slate-800';

/** Every category as a checkbox: the coupon applies to the items of those ticked. */
export function CategoryPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useAdminCategories();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((other) => other !== id));
  return (
    <fieldset className={box} aria-invalid={error ? true : undefined}>
      <legend className={legend}>{t('admin.discounts.form.categories')}</legend>
      {query.isPending ? <Spinner className="size-5" /> : null}
      {query.isError ? (
        <p className="text-sm text-red-700">{t('admin.discounts.errors.loadCategories')}</p>
      ) : null}
      <div className="grid max-h-40 gap-1.5 overflow-y-auto sm:grid-cols-2">
        {query.data?.map((category) => (
          <label key={category.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-800"
              checked={value.includes(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
            />
            {pickLocalized(lang, category.nameEn, category.nameAr)}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** The chosen products as removable chips, and a search that adds more. */
export function ProductPicker({
  value,
  onChange,
  error,
}: {
  value: Named[];
  onChange: (products: Named[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useState('');
  const query = useQuery({
    ...adminProductsQuery({ search, categoryId: '', active: '', featured: '', page: 1 }),
    enabled: search !== '',
  });
  const chosen = new Set(value.map((p) => p.id));
  const hits = search ? (query.data?.items ?? []).filter((p) => !chosen.has(p.id)) : [];
  return (
    <fieldset className={box} aria-invalid={error ? true : undefined}>
      <legend className={legend}>{t('admin.discounts.form.products')}</legend>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((product) => {
            const name = pickLocalized(lang, product.nameEn, product.nameAr);
            return (
              <li
                key={product.id}
                className="flex items-center gap-1 rounded-full bg-brand-50 ps-3 pe-1 text-sm text-brand-900 ring-1 ring-brand-200"
              >
                {name}
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-brand-100"
                  aria-label={t('admin.discounts.form.removeProduct', { name })}
                  onClick={() => onChange(value.filter((p) => p.id !== product.id))}
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ListSearchField
        label={t('admin.discounts.form.productSearch')}
        placeholder={t('admin.discounts.form.productSearchPlaceholder')}
        value={search}
        onSearch={setSearch}
      />
      {search && query.isFetching && !hits.length ? <Spinner className="size-5" /> : null}
      {search && !query.isFetching && !hits.length ? (
        <p className="text-sm text-slate-600">{t('admin.discounts.form.noProducts')}</p>
      ) : null}
      {hits.length ? (
        <ul className="flex max-h-40 flex-col overflow-y-auto">
          {hits.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="w-full rounded-md px-2 py-1.5 text-start text-sm hover:bg-slate-100"
                onClick={() =>
                  onChange([
                    ...value,
                    { id: product.id, nameEn: product.nameEn, nameAr: product.nameAr },
                  ])
                }
              >
                {t('admin.discounts.form.addProduct', {
                  name: pickLocalized(lang, product.nameEn, product.nameAr),
                })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}
