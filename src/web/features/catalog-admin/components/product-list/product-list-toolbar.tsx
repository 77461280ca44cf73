import { ListSearchField } from '../../../../components/admin/list-search-field';
import { Select } from '../../../../components/ui/select';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import { useAdminCategories } from '../../api/categories';
import type { AdminProductFilters } from '../../api/keys';

export { SEARCH_DEBOUNCE_MS } from '../../../../components/admin/list-search-field';

interface ToolbarProps {
  filters: AdminProductFilters;
  onChange: (patch: Partial<AdminProductFilters>) => void;
}

/** Debounced search plus category, active and featured filters, all mirrored in the URL. */
export function ProductListToolbar({ filters, onChange }: ToolbarProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const categories = useAdminCategories();

  const flagOptions = (yes: string, no: string) => [
    { value: '', label: t('admin.products.filters.any') },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];

  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <ListSearchField
        className="col-span-2 sm:col-span-3 lg:col-span-1"
        label={t('admin.products.filters.search')}
        placeholder={t('admin.products.filters.searchPlaceholder')}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <Select
        className="col-span-2 sm:col-span-1"
        label={t('admin.products.filters.category')}
        value={filters.categoryId}
        onChange={(event) => onChange({ categoryId: event.target.value })}
        options={[
          { value: '', label: t('admin.products.filters.allCategories') },
          ...(categories.data ?? []).map((category) => ({
            value: category.id,
            label: pickLocalized(lang, category.nameEn, category.nameAr),
          })),
        ]}
      />
      <Select
        label={t('admin.products.filters.active')}
        value={filters.active}
        onChange={(event) =>
          onChange({ active: event.target.value as AdminProductFilters['active'] })
        }
        options={flagOptions(t('admin.status.active'), t('admin.status.inactive'))}
      />
      <Select
        label={t('admin.products.filters.featured')}
        value={filters.featured}
        onChange={(event) =>
          onChange({ featured: event.target.value as AdminProductFilters['featured'] })
        }
        options={flagOptions(t('admin.status.featured'), t('admin.status.notFeatured'))}
      />
    </search>
  );
}
