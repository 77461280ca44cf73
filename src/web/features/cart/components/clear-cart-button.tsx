import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/translation';
import { useClearCart } from '../api/cart-mutations';
import { TrashIcon } from './cart-icons';

/** Emptying the whole cart is destructive: it asks first (DESIGN §8). */
export function ClearCartButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const clear = useClearCart();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        icon={<TrashIcon className="size-4" />}
        onClick={() => setOpen(true)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        {t('cart.clear')}
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        title={t('cart.clearTitle')}
        message={t('cart.clearMessage')}
        confirmLabel={t('cart.clear')}
        loading={clear.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
