import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { COUPON_KINDS } from '../../../../shared/constants';
import {
  type AdminCouponDetail,
  type CouponInput,
  type CouponPayload,
  couponInputSchema,
} from '../../../../shared/schemas/discounts-admin';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormActions } from '../../../components/ui/form-actions';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import {
  schemaResolver,
  submitShowingFieldErrors,
  useFieldErrorText,
} from '../../../lib/form-errors';
import { parseNumberInput } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/translation';
import { CategoryPicker, type Named, ProductPicker } from './scope-pickers';

const FIELDS = [
  'code',
  'kind',
  'percent',
  'amount',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
  'oncePerCustomer',
  'productIds',
  'categoryIds',
  'isActive',
] as const;

const number = { setValueAs: parseNumberInput(null) };

const defaultsOf = (coupon?: AdminCouponDetail): CouponInput =>
  coupon
    ? {
        code: coupon.code,
        kind: coupon.kind,
        percent: coupon.percent,
        amount: coupon.amount,
        minSubtotal: coupon.minSubtotal,
        startsAt: coupon.startsAt ?? '',
        endsAt: coupon.endsAt ?? '',
        usageLimit: coupon.usageLimit,
        oncePerCustomer: coupon.oncePerCustomer,
        // Those the catalog still has: a deleted product drops out on the next save.
        productIds: coupon.products.map((p) => p.id),
        categoryIds: coupon.categories.map((c) => c.id),
        isActive: coupon.isActive,
      }
    : {
        code: '',
        kind: 'percentage',
        percent: null,
        amount: null,
        minSubtotal: null,
        startsAt: '',
        endsAt: '',
        usageLimit: null,
        oncePerCustomer: false,
        productIds: [],
        categoryIds: [],
        isActive: true,
      };

interface CouponFormProps {
  coupon?: AdminCouponDetail;
  /** Saves; a rejection with field errors puts them under the inputs and keeps the form open. */
  onSubmit: (input: CouponPayload) => Promise<void>;
  onCancel: () => void;
}

/** A coupon's code, what it takes off, its conditions and what it applies to. */
export function CouponForm({ coupon, onSubmit, onCancel }: CouponFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm<CouponInput, unknown, CouponPayload>({
    resolver: schemaResolver(couponInputSchema),
    defaultValues: defaultsOf(coupon),
  });
  const [products, setProducts] = useState<Named[]>(coupon?.products ?? []);
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const kind = form.watch('kind');

  const submit = submitShowingFieldErrors(form, FIELDS, onSubmit, t('errors.invalid'));

  const chooseProducts = (list: Named[]) => {
    setProducts(list);
    form.setValue(
      'productIds',
      list.map((p) => p.id),
      { shouldDirty: true },
    );
    form.clearErrors('productIds');
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.discounts.form.code')}
          required
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          helperText={t('admin.discounts.form.codeHelp')}
          error={errorText(errors.code)}
          {...form.register('code')}
        />
        <Select
          label={t('admin.discounts.form.kind')}
          error={errorText(errors.kind)}
          options={COUPON_KINDS.map((value) => ({
            value,
            label: t(`admin.discounts.kinds.${value}`),
          }))}
          defaultValue={form.formState.defaultValues?.kind}
          {...form.register('kind', {
            // The other kinds' values would only be dropped: start the new one empty.
            onChange: () => {
              form.setValue('percent', null);
              form.setValue('amount', null);
              form.clearErrors(['percent', 'amount']);
            },
          })}
        />
        {kind === 'percentage' ? (
          <TextField
            label={t('admin.discounts.form.percent')}
            required
            inputMode="numeric"
            error={errorText(errors.percent)}
            {...form.register('percent', number)}
          />
        ) : null}
        {kind === 'fixed' ? (
          <TextField
            label={t('admin.discounts.form.amount')}
            required
            inputMode="decimal"
            error={errorText(errors.amount)}
            {...form.register('amount', number)}
          />
        ) : null}
        {kind === 'free_shipping' ? (
          <p className="self-end pb-2 text-sm text-slate-600">
            {t('admin.discounts.form.freeShippingHelp')}
          </p>
        ) : null}
        <TextField
          label={t('admin.discounts.form.minSubtotal')}
          inputMode="decimal"
          helperText={t('admin.discounts.form.minSubtotalHelp')}
          error={errorText(errors.minSubtotal)}
          {...form.register('minSubtotal', number)}
        />
        <TextField
          label={t('admin.discounts.form.usageLimit')}
          inputMode="numeric"
          helperText={t('admin.discounts.form.usageLimitHelp')}
          error={errorText(errors.usageLimit)}
          {...form.register('usageLimit', number)}
        />
        <TextField
          label={t('admin.discounts.form.startsAt')}
          type="datetime-local"
          helperText={t('admin.discounts.form.datesHelp')}
          error={errorText(errors.startsAt)}
          {...form.register('startsAt')}
        />
        <TextField
          label={t('admin.discounts.form.endsAt')}
          type="datetime-local"
          helperText={t('admin.discounts.form.datesHelp')}
          error={errorText(errors.endsAt)}
          {...form.register('endsAt')}
        />
      </div>
      <p className="text-sm text-slate-600">{t('admin.discounts.form.scopeHelp')}</p>
      <Controller
        control={form.control}
        name="categoryIds"
        render={({ field, fieldState }) => (
          <CategoryPicker
            value={field.value ?? []}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
          />
        )}
      />
      <ProductPicker
        value={products}
        onChange={chooseProducts}
        error={errorText(errors.productIds)}
      />
      <Checkbox
        label={t('admin.discounts.form.oncePerCustomer')}
        {...form.register('oncePerCustomer')}
      />
      <Checkbox label={t('admin.discounts.form.isActive')} {...form.register('isActive')} />
      <FormActions
        submitLabel={t(coupon ? 'admin.discounts.save' : 'admin.discounts.create')}
        onCancel={onCancel}
        submitting={isSubmitting}
      />
    </form>
  );
}
