import { BLOG_STATUSES, LANGUAGES } from '../../../../shared/constants';
import { ListSearchField } from '../../../components/admin/list-search-field';
import { Select } from '../../../components/ui/select';
import { useTranslation } from '../../../lib/translation';
import type { AdminBlogFilters } from '../api';

interface ToolbarProps {
  filters: AdminBlogFilters;
  onChange: (patch: Partial<AdminBlogFilters>) => void;
}

/** Debounced search (title, author, tags, slug) plus status and language filters. */
export function BlogToolbar({ filters, onChange }: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
      <ListSearchField
        className="col-span-2 lg:col-span-1"
        label={t('admin.blogs.filters.search')}
        placeholder={t('admin.blogs.filters.searchPlaceholder')}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
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
