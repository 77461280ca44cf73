import { Link } from 'react-router';
import { BoltIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSiteInfo } from '../../../lib/site-info';
import { useBilingual } from '../../../lib/use-lang';

/**
 * Logo text comes from the store profile, never a literal (DESIGN §8). Shown whole or not at all:
 * where the header's row leaves it too little room (a signed-in customer's phone, whose row has
 * the bell too), it wraps onto a second line that the link's height clips, and the bolt stays.
 */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  const { data } = useSiteInfo();
  const bilingual = useBilingual();
  const logoText = bilingual(data?.store.logoText);
  return (
    <Link
      to="/"
      className="flex h-9 min-w-0 flex-wrap content-start items-center gap-x-2 overflow-hidden rounded-lg"
      aria-label={bilingual(data?.store.name) || undefined}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-accent">
        <BoltIcon className="size-5" />
      </span>
      {logoText ? (
        <span
          className={`whitespace-nowrap text-lg leading-9 font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`}
        >
          {logoText}
        </span>
      ) : (
        <Skeleton className="h-5 w-24" />
      )}
    </Link>
  );
}
