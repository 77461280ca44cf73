import type { TFunction } from 'i18next';
import { type BulkAction, bulkActionSchema } from '../../../../../shared/schemas/catalog-bulk';
import { formatEgp, formatNumber } from '../../../../lib/format';
import { parseNumberInput } from '../../../../lib/numbers';

/** What the admin picks in the bulk bar; activate and deactivate are one server action. */
export const BULK_CHOICES = ['price', 'stock', 'activate', 'deactivate', 'category'] as const;
export type BulkChoice = (typeof BULK_CHOICES)[number];

/** The bar's inputs, as typed (numbers may have Arabic-Indic digits). */
export interface BulkDraft {
  choice: BulkChoice;
  direction: 'increase' | 'decrease';
  mode: 'percent' | 'amount';
  value: string;
  quantity: string;
  categoryId: string;
}

export const emptyDraft: BulkDraft = {
  choice: 'price',
  direction: 'increase',
  mode: 'percent',
  value: '',
  quantity: '',
  categoryId: '',
};

const toNumber = parseNumberInput(undefined);

/** The draft as the API's action, checked by the shared schema; or the first problem's field. */
export function toBulkAction(
  draft: BulkDraft,
): { action: BulkAction } | { field: 'value' | 'quantity' | 'categoryId'; message: string } {
  const candidate = (() => {
    switch (draft.choice) {
      case 'price':
        return {
          kind: 'price',
          mode: draft.mode,
          direction: draft.direction,
          value: toNumber(draft.value),
        };
      case 'stock':
        return { kind: 'stock', quantity: toNumber(draft.quantity) };
      case 'activate':
      case 'deactivate':
        return { kind: 'active', isActive: draft.choice === 'activate' };
      case 'category':
        return { kind: 'category', categoryId: draft.categoryId };
    }
  })();
  const parsed = bulkActionSchema.safeParse(candidate);
  if (parsed.success) return { action: parsed.data };
  const issue = parsed.error.issues[0];
  const field =
    draft.choice === 'stock' ? 'quantity' : draft.choice === 'category' ? 'categoryId' : 'value';
  return { field, message: issue.message };
}

/** One sentence saying what the change does, for the confirmation. */
export function describeBulkAction(
  t: TFunction,
  lang: string,
  action: BulkAction,
  categoryName: (id: string) => string,
): string {
  switch (action.kind) {
    case 'price':
      return t(`admin.products.bulk.summary.${action.direction}`, {
        by:
          action.mode === 'percent'
            ? formatNumber(action.value / 100, lang, { style: 'percent', maximumFractionDigits: 2 })
            : formatEgp(action.value, lang),
      });
    case 'stock':
      return t('admin.products.bulk.summary.stock', {
        quantity: formatNumber(action.quantity, lang),
      });
    case 'active':
      return t(`admin.products.bulk.summary.${action.isActive ? 'activate' : 'deactivate'}`);
    case 'category':
      return t('admin.products.bulk.summary.category', { name: categoryName(action.categoryId) });
  }
}
