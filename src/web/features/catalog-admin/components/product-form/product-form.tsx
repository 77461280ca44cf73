import type { Path } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import {
  type AdminProduct,
  type ProductInput,
  productInputSchema,
} from '../../../../../shared/schemas/catalog-admin';
import { useUnsavedChanges } from '../../../../components/admin/unsaved-changes';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/errors';
import { toastFailure } from '../../../../lib/failure-toast';
import { applyServerErrors, schemaResolver } from '../../../../lib/form-errors';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { type ProductPayload, useSaveProduct } from '../../api/products';
import { emptyProductValues, productFieldNames, productValues } from './product-form-values';
import { ProductPropertiesFields } from './product-properties-fields';
import { ProductSalesFields } from './product-sales-fields';
import { ProductTextFields } from './product-text-fields';

interface ProductFormProps {
  /** The saved product being edited; absent for a new one. */
  product?: AdminProduct;
  /** Called after the first save of a new product (the page then opens its edit view). */
  onCreated?: (product: AdminProduct) => void;
}

/** One form for creating and editing a product (SPEC §2, §5), validated by the shared schema. */
export function ProductForm({ product, onCreated }: ProductFormProps) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const form = useForm<ProductInput, unknown, ProductPayload>({
    resolver: schemaResolver(productInputSchema),
    defaultValues: product ? productValues(product) : emptyProductValues(),
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: product?.id, input });
      form.reset(productValues(saved));
      toast.success(t(product ? 'admin.productForm.saved' : 'admin.productForm.created'));
      if (!product) onCreated?.(saved);
    } catch (error) {
      const fields = productFieldNames(input.properties.length) as Path<ProductInput>[];
      const unmatched = isApiError(error)
        ? applyServerErrors(error.errors, fields, form.setError, t('errors.invalid'))
        : [];
      toastFailure(t('admin.products.errors.save'), error, unmatched);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {/* Phones: texts, then price and category, then properties; wide screens: a side column. */}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <ProductTextFields form={form} className="order-1" />
          <ProductPropertiesFields form={form} className="order-3" />
        </div>
        <ProductSalesFields form={form} className="order-2" />
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        {isDirty ? (
          <p className="me-auto text-sm text-slate-600" role="status">
            {t('admin.productForm.unsaved')}
          </p>
        ) : null}
        <ButtonLink to="/admin/products" variant="secondary">
          {t('admin.productForm.backToList')}
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          {t(product ? 'admin.productForm.save' : 'admin.productForm.create')}
        </Button>
      </div>
    </form>
  );
}
