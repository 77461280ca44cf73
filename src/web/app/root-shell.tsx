import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { ADMIN_LANGUAGE, isAdminPath } from '../../shared/language';
import { ConnectivityBanner } from '../components/connectivity-banner';
import { announceAppLocation, setAppNavigate } from '../lib/client-navigation';
import { detectLanguage, switchLanguage } from '../lib/i18n';
import { noteLocation } from '../lib/islands-ownership';
import { useTranslation } from '../lib/translation';
import { NavigationProgress } from './components/navigation-progress';

/** Always-present pieces around every page: connectivity banner, load bar, scroll restoration. */
export function RootShell() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const { pathname } = location;
  // From the first navigation on, the app renders the islands of the pages it shows itself.
  noteLocation(location);
  const wasAdmin = useRef(isAdminPath(pathname));
  const navigate = useNavigate();

  // Links outside the router (an island's, a toast's) navigate through it (lib/client-navigation).
  useEffect(() => {
    setAppNavigate((to) => void navigate(to));
    return () => setAppNavigate(undefined);
  }, [navigate]);

  // SPEC §1: /admin paths use Arabic. Forced when entering the area (the initial load is handled
  // in i18n.ts), without storing it: leaving the area goes back to the visitor's stored choice.
  // The admin top bar's switch changes only the stored storefront language (decision 053).
  // The islands that outlive a page (the header's menu) follow the app's navigations, too.
  useEffect(() => {
    announceAppLocation();
    const admin = isAdminPath(pathname);
    if (admin !== wasAdmin.current) {
      const lng = admin ? ADMIN_LANGUAGE : detectLanguage();
      if (i18n.language !== lng)
        void switchLanguage(lng, undefined, { remember: false }).catch(() => undefined);
    }
    wasAdmin.current = admin;
  }, [pathname, i18n]);

  return (
    <>
      <ConnectivityBanner />
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
