import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { MAX_PRODUCT_OPTIONS } from '../../../../../shared/constants';
import {
  type ProductVariantsData,
  productVariantsInputSchema,
} from '../../../../../shared/schemas/catalog-variants';
import { PlusIcon } from '../../../../components/admin/action-icons';
import { SectionCard } from '../../../../components/admin/section-card';
import { useUnsavedChanges } from '../../../../components/admin/unsaved-changes';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { isApiError } from '../../../../lib/errors';
import { toastFailure } from '../../../../lib/failure-toast';
import { schemaResolver, useFieldErrorText } from '../../../../lib/form-errors';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useProductVariants, useSaveProductVariants } from '../../api/variants';
import { OptionFields } from './option-fields';
import { draftOf, type VariantsDraft, withMissingCombinations } from './variant-draft';
import { VariantTable } from './variant-table';

interface VariantsManagerProps {
  productId: string;
  /** New variants start at the product's price, with SKUs from its own (or its name). */
  price: number;
  skuPrefix: string;
  images: { id: string }[];
}

/**
 * Options (voltage, capacity…) and their variants, each with its own SKU, price and stock
 * (issue 22, decision 051), saved as one set. Without options the product is sold as itself.
 */
export function VariantsManager({ productId, price, skuPrefix, images }: VariantsManagerProps) {
  const { t } = useTranslation();
  const query = useProductVariants(productId);
  if (query.isPending) {
    return (
      <SectionCard title={t('admin.variants.title')}>
        <Spinner />
      </SectionCard>
    );
  }
  if (!query.data) {
    return (
      <SectionCard title={t('admin.variants.title')}>
        <Alert tone="error">{t('admin.variants.errors.load')}</Alert>
        <Button variant="secondary" className="self-start" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </SectionCard>
    );
  }
  return (
    <VariantsForm
      productId={productId}
      initial={draftOf(query.data)}
      price={price}
      skuPrefix={skuPrefix}
      images={images}
    />
  );
}

function VariantsForm({
  productId,
  initial,
  price,
  skuPrefix,
  images,
}: VariantsManagerProps & { initial: VariantsDraft }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveProductVariants(productId);
  const form = useForm<VariantsDraft, unknown, ProductVariantsData>({
    resolver: schemaResolver(productVariantsInputSchema),
    defaultValues: initial,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);
  const options = useFieldArray({ control: form.control, name: 'options' });
  const variants = useFieldArray({ control: form.control, name: 'variants' });

  const addMissing = () =>
    form.setValue('variants', withMissingCombinations(form.getValues(), skuPrefix, price), {
      shouldDirty: true,
    });

  const submit = form.handleSubmit(async (values) => {
    try {
      // The stored set is the new starting point (the ids of new variants included).
      form.reset(draftOf(await save.mutateAsync(values)));
      toast.success(t('admin.variants.saved'));
    } catch (error) {
      toastFailure(t('admin.variants.errors.save'), error);
      if (!isApiError(error)) return;
      for (const [n, fieldError] of error.errors.entries()) {
        const name = fieldError.field.replace(/^body\./, '') as FieldPath<VariantsDraft>;
        if (!/^(options|variants)(\.|$)/.test(name)) continue;
        form.setError(
          name,
          { type: 'server', message: fieldError.messages.join(', ') },
          {
            shouldFocus: n === 0,
          },
        );
      }
    }
  });

  return (
    <SectionCard
      id="product-variants"
      title={t('admin.variants.title')}
      description={t('admin.variants.help')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {options.fields.map((field, index) => (
          <OptionFields
            key={field.id}
            index={index}
            control={form.control}
            register={form.register}
            errors={errors}
            onRemove={() => options.remove(index)}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<PlusIcon className="size-4" />}
            disabled={options.fields.length >= MAX_PRODUCT_OPTIONS}
            onClick={() =>
              options.append({
                nameEn: '',
                nameAr: '',
                values: [{ valueEn: '', valueAr: '', colorCode: null }],
              })
            }
          >
            {t('admin.variants.addOption')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={options.fields.length === 0}
            onClick={addMissing}
          >
            {t('admin.variants.addMissing')}
          </Button>
        </div>
        <VariantTable
          variants={variants}
          register={form.register}
          errors={errors}
          images={images}
        />
        {errors.variants?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorText(errors.variants)}
          </p>
        ) : null}
        <Button type="submit" className="self-start" loading={isSubmitting}>
          {t('admin.variants.save')}
        </Button>
      </form>
    </SectionCard>
  );
}
