import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_STATUSES, LANGUAGES } from '../../../../shared/constants';
import { SearchIcon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/select';
import { fieldControlClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import type { AdminBlogFilters } from '../api';

const SEARCH_DEBOUNCE_MS = 300;

interface ToolbarProps {
  filters: AdminBlogFilters;
  onChange: (patch: Partial<AdminBlogFilters>) => void;
}

/** Debounced search (title, author, tags, slug) plus status and language filters. */
export function BlogToolbar({ filters, onChange }: ToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [text, setText] = useState(filters.q);
  const sent = useRef(filters.q);

  // The URL changed elsewhere (Back, Clear filters): the box follows.
  useEffect(() => {
    if (filters.q === sent.current) return;
    sent.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const value = text.trim();
      if (value === sent.current) return;
      sent.current = value;
      onChange({ q: value });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          {t('admin.blogs.filters.search')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('admin.blogs.filters.searchPlaceholder')}
            className={cn(fieldControlClasses(false), 'ps-10')}
          />
        </div>
      </div>
      <Select
        label={t('admin.blogs.filters.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as AdminBlogFilters['status'] })}
        options={[
          { value: '', label: t('admin.blogs.filters.any') },
          ...BLOG_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.blogs.status.${status}`),
          })),
        ]}
      />
      <Select
        label={t('admin.blogs.filters.language')}
        value={filters.language}
        onChange={(event) =>
          onChange({ language: event.target.value as AdminBlogFilters['language'] })
        }
        options={[
          { value: '', label: t('admin.blogs.filters.any') },
          ...LANGUAGES.map((language) => ({
            value: language,
            label: t(`news.languages.${language}`),
          })),
        ]}
      />
    </search>
  );
}
