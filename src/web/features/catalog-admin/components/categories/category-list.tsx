import type { AdminCategory } from '../../../../../shared/schemas/catalog-admin';
import { PencilIcon, TrashIcon } from '../../../../components/admin/action-icons';
import { RowActionButton } from '../../../../components/admin/row-actions';
import { Badge } from '../../../../components/ui/badge';
import { TagIcon } from '../../../../components/ui/more-icons';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';

interface CategoryListProps {
  categories: AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

const th = 'px-3 py-2.5 text-start text-xs font-bold uppercase tracking-wide text-slate-600';

/** The category's picture, small; an empty tile shows at a glance which ones still need one. */
function CategoryThumb({ category }: { category: AdminCategory }) {
  return category.imageUrl ? (
    <img
      src={category.imageThumbUrl ?? category.imageUrl}
      alt=""
      loading="lazy"
      className="size-10 shrink-0 rounded-md border border-slate-200 object-cover"
    />
  ) : (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
      <TagIcon className="size-5" />
    </span>
  );
}
function useCategoryBits() {
  const { t } = useTranslation();
  const lang = useLang();
  return {
    name: (c: AdminCategory) => pickLocalized(lang, c.nameEn, c.nameAr),
    other: (c: AdminCategory) => (lang === 'ar' ? c.nameEn : c.nameAr),
    number: (n: number) => formatNumber(n, lang),
    status: (c: AdminCategory) =>
      c.isActive ? (
        <Badge tone="success">{t('admin.status.active')}</Badge>
      ) : (
        <Badge>{t('admin.status.inactive')}</Badge>
      ),
    actions: (c: AdminCategory, props: CategoryListProps) => {
      const name = pickLocalized(lang, c.nameEn, c.nameAr);
      const edit = t('admin.categories.edit', { name });
      const remove = t('admin.categories.delete', { name });
      return (
        <span className="flex justify-end gap-0.5">
          <RowActionButton
            label={edit}
            tone="brand"
            icon={<PencilIcon className="size-4" />}
            onClick={() => props.onEdit(c)}
          />
          <RowActionButton
            label={remove}
            tone="danger"
            icon={<TrashIcon className="size-4" />}
            onClick={() => props.onDelete(c)}
          />
        </span>
      );
    },
  };
}

/** Categories as a table from md up and as cards on phones. */
export function CategoryList(props: CategoryListProps) {
  const { t } = useTranslation();
  const bits = useCategoryBits();
  const { categories } = props;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {t('admin.categories.columns.name')}
              </th>
              <th scope="col" className={th}>
                {t('admin.categories.columns.slug')}
              </th>
              <th scope="col" className={th}>
                {t('admin.categories.columns.sortOrder')}
              </th>
              <th scope="col" className={th}>
                {t('admin.categories.columns.products')}
              </th>
              <th scope="col" className={th}>
                {t('admin.categories.columns.status')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{t('admin.categories.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {categories.map((c) => (
              <tr key={c.id} className="hover:bg-slate-50">
                <td className="px-3 py-2">
                  <div className="flex items-center gap-3">
                    <CategoryThumb category={c} />
                    <div>
                      <p className="font-semibold text-ink">{bits.name(c)}</p>
                      <p className="text-xs text-slate-600">
                        <bdi>{bits.other(c)}</bdi>
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-2">
                  <code
                    dir="ltr"
                    className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800"
                  >
                    {c.slug}
                  </code>
                </td>
                <td className="px-3 py-2 tabular-nums">{bits.number(c.sortOrder)}</td>
                <td className="px-3 py-2 tabular-nums">{bits.number(c.productCount)}</td>
                <td className="px-3 py-2">{bits.status(c)}</td>
                <td className="px-2 py-2">{bits.actions(c, props)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden">
        {categories.map((c) => (
          <li
            key={c.id}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3"
          >
            <CategoryThumb category={c} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="font-semibold text-ink">{bits.name(c)}</p>
              <p className="text-xs text-slate-600">
                <code dir="ltr">{c.slug}</code>
                {' · '}
                {t('admin.categories.productCount', { products: bits.number(c.productCount) })}
              </p>
              <span>{bits.status(c)}</span>
            </div>
            {bits.actions(c, props)}
          </li>
        ))}
      </ul>
    </>
  );
}
