import { type FormEvent, useState } from 'react';
import type { BulkAction } from '../../../../../shared/schemas/catalog-bulk';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Select } from '../../../../components/ui/select';
import { TextField } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import { isApiError } from '../../../../lib/errors';
import { toastFailure } from '../../../../lib/failure-toast';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { formatNumber } from '../../../../lib/format';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import { useBulkEditProducts } from '../../api/bulk';
import { useAdminCategories } from '../../api/categories';
import {
  BULK_CHOICES,
  type BulkChoice,
  type BulkDraft,
  describeBulkAction,
  emptyDraft,
  toBulkAction,
} from './bulk-change';
import type { ProductSelection } from './use-product-selection';

/**
 * Shown while products are ticked: pick one change (price by amount or percent, stock,
 * activate/deactivate, category), review it in a confirmation that says how many products
 * change, then apply it to all of them at once (all or nothing on the server).
 */
export function ProductBulkBar({ selection }: { selection: ProductSelection }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const categories = useAdminCategories();
  const bulk = useBulkEditProducts();
  const [draft, setDraft] = useState<BulkDraft>(emptyDraft);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [pending, setPending] = useState<BulkAction | null>(null);
  // Phones show the count alone until asked: the form would cover half the list.
  const [open, setOpen] = useState(false);
  const count = selection.count;
  const plural = (key: string) => t(key, { count, formatted: formatNumber(count, lang) });

  const edit = (patch: Partial<BulkDraft>) => {
    setDraft((old) => ({ ...old, ...patch }));
    setProblem(null);
  };
  const errorOf = (field: string) =>
    problem?.field === field ? errorText({ message: problem.message }) : undefined;
  const categoryName = (id: string) => {
    const found = categories.data?.find((c) => c.id === id);
    return found ? pickLocalized(lang, found.nameEn, found.nameAr) : '';
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const result = toBulkAction(draft);
    if ('action' in result) setPending(result.action);
    else setProblem(result);
  };

  const apply = async () => {
    if (!pending) return;
    try {
      await bulk.mutateAsync({ ids: [...selection.ids], action: pending });
      toast.success(plural('admin.products.bulk.done'));
      selection.clear();
      setDraft(emptyDraft);
    } catch (error) {
      const reasons = isApiError(error) ? error.errors.flatMap((e) => e.messages) : [];
      toastFailure([t('admin.products.bulk.errors.apply'), ...reasons].join('\n'), error);
    }
    setPending(null);
  };

  const choiceLabel = (choice: BulkChoice) => t(`admin.products.bulk.choices.${choice}`);

  return (
    <section
      aria-label={t('admin.products.bulk.title')}
      className="sticky bottom-2 z-10 flex flex-col gap-3 rounded-xl border border-brand-700/40 bg-white p-3 shadow-lg"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold text-ink" aria-live="polite">
          {plural('admin.products.bulk.selected')}
        </p>
        <span className="flex gap-1">
          <Button
            variant="secondary"
            size="sm"
            className="md:hidden"
            aria-expanded={open}
            onClick={() => setOpen((was) => !was)}
          >
            {t(open ? 'admin.products.bulk.hide' : 'admin.products.bulk.show')}
          </Button>
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            {t('admin.products.bulk.clear')}
          </Button>
        </span>
      </div>
      <form
        noValidate
        onSubmit={review}
        className={cn(
          'grid-cols-2 items-start gap-3 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] md:grid',
          open ? 'grid' : 'hidden',
        )}
      >
        <Select
          className="col-span-2 sm:col-span-1"
          label={t('admin.products.bulk.change')}
          value={draft.choice}
          onChange={(event) => edit({ choice: event.target.value as BulkChoice })}
          options={BULK_CHOICES.map((choice) => ({ value: choice, label: choiceLabel(choice) }))}
        />
        {draft.choice === 'price' ? (
          <>
            <Select
              label={t('admin.products.bulk.direction')}
              value={draft.direction}
              onChange={(event) =>
                edit({ direction: event.target.value as BulkDraft['direction'] })
              }
              options={[
                { value: 'increase', label: t('admin.products.bulk.increase') },
                { value: 'decrease', label: t('admin.products.bulk.decrease') },
              ]}
            />
            <Select
              label={t('admin.products.bulk.mode')}
              value={draft.mode}
              onChange={(event) => edit({ mode: event.target.value as BulkDraft['mode'] })}
              options={[
                { value: 'percent', label: t('admin.products.bulk.percent') },
                { value: 'amount', label: t('admin.products.bulk.amount') },
              ]}
            />
            <TextField
              label={t(
                draft.mode === 'percent'
                  ? 'admin.products.bulk.percentValue'
                  : 'admin.products.bulk.amountValue',
              )}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              value={draft.value}
              error={errorOf('value')}
              onChange={(event) => edit({ value: event.target.value })}
            />
          </>
        ) : null}
        {draft.choice === 'stock' ? (
          <TextField
            label={t('admin.products.bulk.quantity')}
            helperText={t('admin.products.bulk.quantityHelp')}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            value={draft.quantity}
            error={errorOf('quantity')}
            onChange={(event) => edit({ quantity: event.target.value })}
          />
        ) : null}
        {draft.choice === 'category' ? (
          <Select
            label={t('admin.products.bulk.category')}
            value={draft.categoryId}
            error={errorOf('categoryId')}
            onChange={(event) => edit({ categoryId: event.target.value })}
            options={[
              { value: '', label: t('admin.productForm.chooseCategory') },
              ...(categories.data ?? []).map((c) => ({
                value: c.id,
                label: pickLocalized(lang, c.nameEn, c.nameAr),
              })),
            ]}
          />
        ) : null}
        <Button type="submit" className="col-span-2 self-end sm:col-span-1">
          {t('admin.products.bulk.apply')}
        </Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('admin.products.bulk.confirmTitle')}
        message={
          pending
            ? `${plural('admin.products.bulk.confirm')} ${describeBulkAction(t, lang, pending, categoryName)}`
            : ''
        }
        confirmLabel={t('admin.products.bulk.confirmApply')}
        loading={bulk.isPending}
        onConfirm={() => void apply()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
