import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { RateProductDialog } from './rate-product-dialog';

/** 'Rate this product' on a delivered order's line; once rated, says so instead. */
export function RateProduct({
  productId,
  productName,
}: {
  productId: string;
  productName: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rated, setRated] = useState(false);
  if (rated) {
    return (
      <p className="text-sm font-medium text-brand-800" role="status">
        {t('reviews.rated')}
      </p>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {t('reviews.rate')}
      </Button>
      <RateProductDialog
        productId={productId}
        productName={productName}
        open={open}
        onClose={() => setOpen(false)}
        onRated={() => {
          setOpen(false);
          setRated(true);
        }}
      />
    </>
  );
}
