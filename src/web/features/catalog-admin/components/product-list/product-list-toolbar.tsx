import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../../components/ui/icons';
import { Select } from '../../../../components/ui/select';
import { fieldControlClasses } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import { useAdminCategories } from '../../api/categories';
import type { AdminProductFilters } from '../../api/keys';

export const SEARCH_DEBOUNCE_MS = 300;

interface ToolbarProps {
  filters: AdminProductFilters;
  onChange: (patch: Partial<AdminProductFilters>) => void;
}

/** Debounced search plus category, active and featured filters, all mirrored in the URL. */
export function ProductListToolbar({ filters, onChange }: ToolbarProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const searchId = useId();
  const categories = useAdminCategories();
  const [text, setText] = useState(filters.search);
  const sent = useRef(filters.search);

  // The URL changed elsewhere (Back, Clear filters): the box follows.
  useEffect(() => {
    if (filters.search === sent.current) return;
    sent.current = filters.search;
    setText(filters.search);
  }, [filters.search]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const value = text.trim();
      if (value === sent.current) return;
      sent.current = value;
      onChange({ search: value });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const flagOptions = (yes: string, no: string) => [
    { value: '', label: t('admin.products.filters.any') },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];

  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-3 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          {t('admin.products.filters.search')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('admin.products.filters.searchPlaceholder')}
            className={cn(fieldControlClasses(false), 'ps-10')}
          />
        </div>
      </div>
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
