import { useCallback, useState } from 'react';
import {
  type DocumentKind,
  documentPaths,
  PRINT_MAX_ORDERS,
} from '../../../../shared/schemas/invoices';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { openDocument, withQuery } from '../open-document';

export interface OrderSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects every id given, or clears them when all of them are selected already. */
  toggleAll: (ids: string[]) => void;
  clear: () => void;
}

/** The orders ticked in the admin list, to print together (kept across pages of the list). */
export function useOrderSelection(): OrderSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback((ids: string[]) => {
    setSelected((current) => {
      const next = new Set(current);
      const all = ids.every((id) => next.has(id));
      for (const id of ids) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, toggleAll, clear };
}

/** One order's tick box in the list (its label names the order for screen readers). */
export function SelectOrderCheckbox({
  id,
  label,
  selection,
}: {
  id: string;
  label: string;
  selection: OrderSelection;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.selected.has(id)}
      onChange={() => selection.toggle(id)}
      className="size-5 rounded border-slate-400 accent-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    />
  );
}

/** The header's tick box: every order of the page shown. */
export function SelectAllOrdersCheckbox({
  ids,
  selection,
}: {
  ids: string[];
  selection: OrderSelection;
}) {
  const { t } = useTranslation();
  const count = ids.filter((id) => selection.selected.has(id)).length;
  return (
    <input
      type="checkbox"
      aria-label={t('invoices.selectAll')}
      checked={ids.length > 0 && count === ids.length}
      ref={(box) => {
        if (box) box.indeterminate = count > 0 && count < ids.length;
      }}
      onChange={() => selection.toggleAll(ids)}
      className="size-5 rounded border-slate-400 accent-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    />
  );
}

/** "3 orders selected · Print invoices · Print packing slips · Clear" above the list. */
export function PrintSelectedBar({ selection }: { selection: OrderSelection }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ids = [...selection.selected];
  if (ids.length === 0) return null;
  const tooMany = ids.length > PRINT_MAX_ORDERS;
  const print = (doc: DocumentKind) =>
    void openDocument(
      withQuery(documentPaths.adminMany, { doc, ids: ids.join(','), autoprint: '1' }),
    );
  return (
    <section
      aria-label={t('invoices.documents')}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3"
    >
      <p role="status" className="me-auto text-sm font-semibold text-ink">
        {t('invoices.selected', { count: ids.length, formatted: formatNumber(ids.length, lang) })}
        {tooMany ? (
          <span className="ms-2 text-red-700">
            {t('invoices.tooMany', { max: formatNumber(PRINT_MAX_ORDERS, lang) })}
          </span>
        ) : null}
      </p>
      <Button size="sm" disabled={tooMany} onClick={() => print('invoice')}>
        {t('invoices.printInvoices')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={tooMany}
        onClick={() => print('packing-slip')}
      >
        {t('invoices.printPackingSlips')}
      </Button>
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        {t('invoices.clearSelection')}
      </Button>
    </section>
  );
}
