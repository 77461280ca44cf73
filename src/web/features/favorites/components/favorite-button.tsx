import { HeartIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useEarlyClick, useHydrated } from '../../../lib/hydration-state';
import { useTranslation } from '../../../lib/translation';
import { useAnswerWhenKnown } from '../../../lib/use-answer-when-known';
import { useLoginRequiredToast } from '../../auth';
import { useSession } from '../../auth/api/session';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites';

interface FavoriteButtonProps {
  productId: string;
  /** 'icon': the round heart on a product card; 'labelled': heart and text (product page). */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/**
 * The heart toggle (aria-pressed). Guests get 'You must be logged in to perform this action' with a
 * login link, and nothing is sent (SPEC §6).
 */
export function FavoriteButton({ productId, variant = 'icon', className }: FavoriteButtonProps) {
  const { t } = useTranslation();
  // Unknown until the page has hydrated and the session is known (server-rendered pages): a click
  // then would tell a signed-in customer to log in. Before the visitor's parts are on, main.tsx
  // keeps the tap (`data-early-click`) and makes it again; after, the heart keeps it until the
  // session is known.
  const { user, isPending } = useSession();
  const sessionPending = useHydrated() && isPending;
  const earlyClick = useEarlyClick();
  const requireLogin = useLoginRequiredToast();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite(user?.id ?? '');
  const pressed = Boolean(user && ids.data?.ids.includes(productId));
  const label = pressed ? t('favorites.remove') : t('favorites.add');

  const { onClick, waiting } = useAnswerWhenKnown(sessionPending, () => {
    if (!user) {
      requireLogin();
      return;
    }
    if (toggle.isPending) return; // one change at a time per heart
    toggle.mutate({ productId, favorite: !pressed });
  });

  const heart = (
    <HeartIcon
      className={cn(variant === 'icon' ? 'size-5' : 'size-5 shrink-0', pressed && 'text-red-600')}
      fill={pressed ? 'currentColor' : 'none'}
    />
  );

  if (variant === 'labelled') {
    return (
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onClick}
        aria-busy={waiting || undefined}
        {...earlyClick}
        className={cn(
          'inline-flex h-12 items-center justify-center gap-2 rounded-lg border px-4 font-semibold transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          pressed
            ? 'border-red-200 bg-red-50 text-red-800 hover:bg-red-100'
            : 'border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800',
          className,
        )}
      >
        {heart}
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      aria-busy={waiting || undefined}
      {...earlyClick}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-900/10 backdrop-blur transition-colors hover:bg-white hover:text-red-600',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
    >
      {heart}
    </button>
  );
}
