import { Outlet } from 'react-router';
import { SkipLink } from '../components/skip-link';
import { Footer } from './footer/footer';
import { Header } from './header/header';

/** Public and customer pages: header, page, footer. */
export default function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
