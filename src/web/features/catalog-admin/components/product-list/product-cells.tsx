import type { AdminProduct } from '../../../../../shared/schemas/catalog-admin';
import { CopyIcon, PencilIcon, TrashIcon } from '../../../../components/admin/action-icons';
import { RowActionButton, RowActionLink } from '../../../../components/admin/row-actions';
import { Badge } from '../../../../components/ui/badge';
import { BoltIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';

export const editPath = (id: string) => `/admin/products/${id}`;

/** The main image's thumbnail (or a placeholder), decorative: the name sits next to it. */
export function ProductThumb({
  product,
  large = false,
}: {
  product: AdminProduct;
  large?: boolean;
}) {
  const image = product.images[0];
  const box = cn(
    'shrink-0 rounded-md border border-slate-200 bg-slate-50',
    large ? 'size-14' : 'size-12',
  );
  if (!image) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-brand-700')}>
        <BoltIcon className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={image.thumbUrl || image.url}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className={cn(box, 'object-contain')}
    />
  );
}

export function StockStatus({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!product.inStock) return <Badge tone="danger">{t('admin.status.outOfStock')}</Badge>;
  return (
    <Badge tone="success">
      {product.stockQuantity === null
        ? t('admin.status.inStock')
        : t('admin.status.inStockCount', { quantity: formatNumber(product.stockQuantity, lang) })}
    </Badge>
  );
}

export function StatusBadges({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      {product.isActive ? (
        <Badge tone="success">{t('admin.status.active')}</Badge>
      ) : (
        <Badge tone="neutral">{t('admin.status.inactive')}</Badge>
      )}
      {product.isFeatured ? <Badge tone="warning">{t('admin.status.featured')}</Badge> : null}
      {product.compareAtPrice !== null ? (
        <Badge tone="danger">{t('admin.status.onSale')}</Badge>
      ) : null}
    </span>
  );
}

export const useProductName = () => {
  const lang = useLang();
  return (product: AdminProduct) => pickLocalized(lang, product.nameEn, product.nameAr);
};

interface ActionsProps {
  product: AdminProduct;
  onClone: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  cloning?: boolean;
}

/** Edit, clone and delete as compact icon buttons with full accessible names. */
export function ProductActions({ product, onClone, onDelete, cloning }: ActionsProps) {
  const { t } = useTranslation();
  const name = useProductName()(product);
  const label = (key: string) => t(`admin.products.actions.${key}`, { name });
  return (
    <span className="flex items-center justify-end gap-0.5">
      <RowActionLink
        label={label('edit')}
        tone="brand"
        icon={<PencilIcon className="size-4" />}
        to={editPath(product.id)}
      />
      <RowActionButton
        label={label('clone')}
        tone="neutral"
        icon={<CopyIcon className="size-4" />}
        onClick={() => onClone(product)}
        disabled={cloning}
      />
      <RowActionButton
        label={label('delete')}
        tone="danger"
        icon={<TrashIcon className="size-4" />}
        onClick={() => onDelete(product)}
      />
    </span>
  );
}
