import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../../../../shared/constants';
import { SUPPORT_SOURCES } from '../../../../shared/schemas/support';
import { SearchIcon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/select';
import { fieldControlClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { SEARCH_DEBOUNCE_MS } from '../../orders-admin/components/order-filters';
import { statusKey } from '../../support/status';
import type { AdminSupportFilters } from '../api';

interface FiltersProps {
  filters: AdminSupportFilters;
  onChange: (patch: Partial<AdminSupportFilters>) => void;
}

/** Debounced search (subject, name, e-mail), status, priority and source, mirrored in the URL. */
export function SupportFilters({ filters, onChange }: FiltersProps) {
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

  const any = { value: '', label: t('support.admin.filters.any') };
  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="col-span-2 flex flex-col gap-1.5 md:col-span-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          {t('support.admin.filters.search')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('support.admin.filters.searchPlaceholder')}
            className={cn(fieldControlClasses(false), 'ps-10')}
          />
        </div>
      </div>
      <Select
        label={t('support.status.label')}
        value={filters.status}
        onChange={(event) =>
          onChange({ status: event.target.value as AdminSupportFilters['status'] })
        }
        options={[
          any,
          ...SUPPORT_STATUSES.map((value) => ({ value, label: t(statusKey(value, 'admin')) })),
        ]}
      />
      <Select
        label={t('support.priority.label')}
        value={filters.priority}
        onChange={(event) =>
          onChange({ priority: event.target.value as AdminSupportFilters['priority'] })
        }
        options={[
          any,
          ...SUPPORT_PRIORITIES.map((value) => ({
            value,
            label: t(`support.priority.${value}`),
          })),
        ]}
      />
      <Select
        className="col-span-2 md:col-span-1"
        label={t('support.admin.filters.source')}
        value={filters.source}
        onChange={(event) =>
          onChange({ source: event.target.value as AdminSupportFilters['source'] })
        }
        options={[
          any,
          ...SUPPORT_SOURCES.map((value) => ({ value, label: t(`support.source.${value}`) })),
        ]}
      />
    </search>
  );
}
