import { useNavigate } from 'react-router';
import { CopyIcon, TrashIcon } from '../../../../components/admin/action-icons';
import { RecordLoadError } from '../../../../components/admin/admin-record';
import { PageHeader } from '../../../../components/page-header';
import { Alert } from '../../../../components/ui/alert';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { PageSpinner } from '../../../../components/ui/spinner';
import { isNotFound } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/translation';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { StockHistoryPanel } from '../../../stock-history-admin';
import { useAdminProduct } from '../../api/products';
import { ColorsManager } from '../colors/colors-manager';
import { ImagesManager } from '../images/images-manager';
import { editPath, StatusBadges, useProductName } from '../product-list/product-cells';
import { useProductActions } from '../product-list/use-product-actions';
import { VariantsManager } from '../variants/variants-manager';
import { ProductForm } from './product-form';

/** /admin/products/new: the form alone; images and colors wait until the product exists. */
export function NewProductEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('admin.productForm.newTitle')} />
      <Alert tone="info">{t('admin.productForm.saveFirst')}</Alert>
      <ProductForm onCreated={(product) => navigate(editPath(product.id), { replace: true })} />
    </div>
  );
}

/** /admin/products/:id: the form, then the product's images, colors, options and variants. */
export function ProductEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameOf = useProductName();
  const query = useAdminProduct(id);
  const actions = useProductActions({ onDeleted: () => navigate('/admin/products') });
  const failed = t('admin.products.errors.loadOne');
  useFailureToast(isNotFound(query.error) ? null : query.error, query.errorUpdatedAt, failed);
  const product = query.data;

  if (query.isPending) return <PageSpinner />;
  if (!product) {
    return (
      <RecordLoadError
        header={<PageHeader title={t('admin.productForm.editTitle')} />}
        error={query.error}
        notFoundTitle={t('admin.products.notFound')}
        failedTitle={failed}
        onRetry={() => void query.refetch()}
        extraAction={
          <ButtonLink to="/admin/products" variant="secondary">
            {t('admin.productForm.backToList')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={nameOf(product) || t('admin.productForm.editTitle')}
        description={<StatusBadges product={product} />}
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              icon={<CopyIcon className="size-4" />}
              loading={actions.cloningId === product.id}
              onClick={() => actions.clone(product)}
            >
              {t('admin.actions.clone')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="text-red-700"
              icon={<TrashIcon className="size-4" />}
              onClick={() => actions.requestDelete(product)}
            >
              {t('admin.actions.delete')}
            </Button>
          </>
        }
      />
      <ProductForm product={product} />
      <ImagesManager productId={product.id} images={product.images} />
      <ColorsManager productId={product.id} colors={product.colors} />
      <VariantsManager
        productId={product.id}
        price={product.price}
        skuPrefix={product.nameEn.split(/\s+/)[0] || product.id.slice(0, 6)}
        images={product.images}
      />
      <StockHistoryPanel productId={product.id} />
      {actions.dialog}
    </div>
  );
}
