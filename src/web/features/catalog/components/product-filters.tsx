import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_SORTS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/select';
import { useChosenBeforeHydration, useTypedBeforeHydration } from '../../../lib/hydration';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useCategories } from '../api/catalog';
import type { ProductFilters as Filters, ListSort } from '../use-product-search-params';

interface ProductFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  /** On a category page the category is fixed by the path. */
  showCategory?: boolean;
}

export function ProductFilters({ filters, onChange, showCategory = true }: ProductFiltersProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const searchId = useId();
  const categories = useCategories();
  const [draft, setDraft] = useState(filters.search);
  useTypedBeforeHydration(searchId, setDraft);
  // A sort or category picked before the app took over takes effect (issue 24 item 5).
  useChosenBeforeHydration({ category: filters.category, sort: filters.sort }, (chosen) =>
    onChange(chosen as Partial<Filters>),
  );
  const [params] = useSearchParams();

  // Back/forward changes the URL: the box follows it (only then: on the first render it keeps
  // what was typed before the app started).
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setDraft(filters.search);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box's own text, not `draft`: text typed before the app started reaches `draft` only in
    // an effect after hydration, and an Enter can come first (it did on a busy CI machine).
    const typed = new FormData(event.currentTarget).get('search');
    onChange({ search: typeof typed === 'string' ? typed.trim() : '' });
  };

  const categoryOptions = [
    { value: '', label: t('products.allCategories') },
    ...(categories.data ?? []).map((c) => ({
      value: c.slug,
      label: localized(c, 'name', lang),
    })),
  ];
  // "Best match" only makes sense (and only exists on the server) while searching.
  const sorts: ListSort[] = filters.search ? ['relevance', ...PRODUCT_SORTS] : [...PRODUCT_SORTS];
  const sortOptions = sorts.map((sort) => ({ value: sort, label: t(`products.sort.${sort}`) }));

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 lg:flex-row lg:items-end">
      <search className="flex-1">
        {/* Also a plain GET form: on a server-rendered page a search sent before the app has
            started still works, the browser submitting it with the list's other settings and the
            language (hidden below) to this same page. */}
        <form onSubmit={submit} className="flex flex-col gap-1.5">
          {[...params]
            .filter(([key]) => key !== 'search' && key !== 'page')
            .map(([key, value]) => (
              <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
            ))}
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
            {t('products.searchLabel')}
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
              <input
                id={searchId}
                type="search"
                name="search"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t('products.searchPlaceholder')}
                enterKeyHint="search"
                className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-10 text-base text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 [&::-webkit-search-cancel-button]:hidden"
              />
              {draft ? (
                <button
                  type="button"
                  onClick={() => {
                    setDraft('');
                    if (filters.search) onChange({ search: '' });
                  }}
                  className="absolute end-1 top-1/2 -translate-y-1/2 rounded-md p-2 text-slate-500 hover:text-ink"
                  aria-label={t('products.clearSearch')}
                >
                  <CloseIcon className="size-4" />
                </button>
              ) : null}
            </div>
            <Button type="submit">{t('common.search')}</Button>
          </div>
        </form>
      </search>
      <div className="grid grid-cols-2 gap-3 lg:flex lg:w-auto">
        {showCategory ? (
          <Select
            name="category"
            label={t('products.categoryLabel')}
            value={filters.category}
            options={categoryOptions}
            onChange={(event) => onChange({ category: event.target.value })}
            className="lg:w-52"
          />
        ) : null}
        <Select
          name="sort"
          label={t('products.sortLabel')}
          value={filters.sort}
          options={sortOptions}
          onChange={(event) => onChange({ sort: event.target.value as ListSort })}
          className={showCategory ? 'lg:w-52' : 'col-span-2 lg:w-52'}
        />
      </div>
    </div>
  );
}
