import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../../../shared/constants';
import { SearchIcon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/select';
import { fieldControlClasses, TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import type { AdminOrderFilters } from '../api';

export const SEARCH_DEBOUNCE_MS = 300;

interface FiltersProps {
  filters: AdminOrderFilters;
  onChange: (patch: Partial<AdminOrderFilters>) => void;
}

/** Debounced search, payment and delivery status, and a date range, all mirrored in the URL. */
export function OrderFilters({ filters, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
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

  const any = { value: '', label: t('admin.orders.filters.any') };
  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          {t('admin.orders.filters.search')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('admin.orders.filters.searchPlaceholder')}
            className={cn(fieldControlClasses(false), 'ps-10')}
          />
        </div>
      </div>
      <Select
        label={t('admin.orders.filters.paymentStatus')}
        value={filters.paymentStatus}
        onChange={(event) =>
          onChange({ paymentStatus: event.target.value as AdminOrderFilters['paymentStatus'] })
        }
        options={[
          any,
          ...PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`orders.paymentStatus.${status}`),
          })),
        ]}
      />
      <Select
        label={t('admin.orders.filters.deliveryStatus')}
        value={filters.deliveryStatus}
        onChange={(event) =>
          onChange({ deliveryStatus: event.target.value as AdminOrderFilters['deliveryStatus'] })
        }
        options={[
          any,
          ...DELIVERY_STATUSES.map((status) => ({
            value: status,
            label: t(`orders.deliveryStatus.${status}`),
          })),
        ]}
      />
      <TextField
        type="date"
        label={t('admin.orders.filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        type="date"
        label={t('admin.orders.filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </search>
  );
}
