import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyPart } from '../../components/lazy-part';
import { WhatsappButton } from '../../components/whatsapp-button';
import { SkipLink } from '../components/skip-link';
import { Header } from './header/header';

// Below the fold (main is at least a screen tall): the footer's code follows the first render
// instead of delaying it (storefront budget, docs/decisions/019-storefront-bundle.md).
// If its file fails to arrive, the footer alone shows a retry (issue 24 item 1).
const Footer = lazyPart(async () => (await import('./footer/footer')).Footer);

/** Public and customer pages: header, page, footer. */
export default function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {/* The header too hydrates apart from the root, in slices (a tap or a key on it hydrates
          it at once): the root's own hydration is one task that nothing on a phone can
          interrupt, so it is kept to the layout's frame (docs/decisions/063-main-thread-work.md).
          Never shows its fallback: the header's code is in the layout's chunk. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      {/* At least a screen tall: while a page's code and data load, the footer waits below the
          fold instead of showing and then being pushed down (layout shift, CLS). */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-screen flex-1 flex-col focus:outline-none"
      >
        {/* The page hydrates after the header and layout, in slices that let the phone paint
            and answer in between; an event on a part not yet hydrated hydrates it at once
            (docs/decisions/032-page-hydrates-apart.md). Never shows its fallback: the router
            has the page's code before it renders. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* A plain link drawn by the server: next to nothing on the first load (decision 060). */}
      <WhatsappButton />
    </div>
  );
}
