import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error/error-page';
import { lazyPart } from '../components/lazy-part';

// Its own file, loaded when a page is not found: every page's first load has the error element,
// few need the not-found page (storefront budget, scripts/storefront-bundle.test.ts).
const NotFoundContent = lazyPart(
  async () => (await import('./components/not-found-content')).NotFoundContent,
);

/** errorElement of the route tree: 404 responses get the not-found page, the rest the error page. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  // Navigating to the same place resets the route's error state and re-runs its queries.
  const retry = () => navigate(`${location.pathname}${location.search}`, { replace: true });
  return <ErrorPage error={error} onRetry={retry} />;
}
