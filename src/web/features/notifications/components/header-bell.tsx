import { lazyPart } from '../../../components/lazy-part';
import { useSession } from '../../auth/api/session';

// Only signed-in customers have a bell: guests (most first visits) never download it, nor the zod
// schemas its live stream imports (storefront budget, docs/decisions/019-storefront-bundle.md).
const NotificationBell = lazyPart(
  async () => (await import('./notification-bell')).NotificationBell,
  { fallback: <span aria-hidden="true" className="size-10 shrink-0" />, failed: 'icon' },
);

/**
 * The header's bell, for a signed-in visitor only: nothing in the server's HTML (the same for
 * every visitor), an island that shows it once their session is known (decision 084).
 */
export function HeaderBell() {
  const { user } = useSession();
  return user ? <NotificationBell /> : null;
}
