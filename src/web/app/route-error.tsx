import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error/error-page';
import { NotFoundContent } from './components/not-found-content';

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
