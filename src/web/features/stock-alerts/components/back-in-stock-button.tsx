import { Button } from '../../../components/ui/button';
import { BellIcon, CheckCircleIcon } from '../../../components/ui/more-icons';
import { cn } from '../../../lib/cn';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useAnswerWhenKnown } from '../../../lib/use-answer-when-known';
import { useLoginRequiredToast } from '../../auth';
import { useSession } from '../../auth/api/session';
import { useBackInStockRequests, useChangeBackInStock } from '../api/back-in-stock';

interface BackInStockButtonProps {
  productId: string;
  /** The chosen variant of a product sold as variants; null/absent: the product itself. */
  variantId?: string | null;
  className?: string;
}

/**
 * "Notify me when available" on a product (or variant) that cannot be bought now (decision
 * 058). Guests are told to log in, with a link back, and nothing is sent; a customer who asked
 * sees "We'll let you know" with an undo.
 */
export function BackInStockButton({
  productId,
  variantId = null,
  className,
}: BackInStockButtonProps) {
  const { t } = useTranslation();
  // Unknown until the session is known (server-rendered pages): a click then would tell a
  // signed-in customer to log in, so the tap waits for it, as the favorites heart's does.
  const { user, isPending: sessionPending } = useSession();
  const requireLogin = useLoginRequiredToast();
  const requests = useBackInStockRequests(productId);
  const change = useChangeBackInStock(productId);
  const requested = Boolean(
    user && requests.data?.items.some((item) => item.variantId === (variantId ?? null)),
  );

  const ask = useAnswerWhenKnown(sessionPending || (Boolean(user) && requests.isPending), () => {
    if (!user) {
      requireLogin();
      return;
    }
    change.mutate(
      { variantId, requested: true },
      { onSuccess: (answer) => toast.success(answer.message) },
    );
  });

  if (requested) {
    return (
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3',
          className,
        )}
      >
        <p role="status" className="flex items-center gap-2 font-semibold text-brand-900">
          <CheckCircleIcon className="size-5 shrink-0" />
          <span>
            {t('backInStock.requested')}
            <span className="block text-sm font-normal text-slate-700">
              {t('backInStock.requestedHint')}
            </span>
          </span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          loading={change.isPending}
          onClick={() => change.mutate({ variantId, requested: false })}
        >
          {t('backInStock.undo')}
        </Button>
      </div>
    );
  }
  return (
    <Button
      variant="secondary"
      size="lg"
      className={cn('w-full', className)}
      icon={<BellIcon className="size-5" />}
      loading={change.isPending || ask.waiting}
      onClick={ask.onClick}
    >
      {t('backInStock.notifyMe')}
    </Button>
  );
}
