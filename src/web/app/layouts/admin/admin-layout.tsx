import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { UnsavedChangesPrompt } from '../../../components/admin/unsaved-changes';
import { OwnerTwoFactorGate } from '../../../features/two-factor/components/owner-two-factor-gate';
import { useTranslation } from '../../../lib/translation';
import { SkipLink } from '../../components/skip-link';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopbar } from './admin-topbar';
import { RoleOutlet } from './role-outlet';

/** Admin chrome: sidebar (a drawer on small screens) and top bar; dense and calm (DESIGN §8). */
export default function AdminLayout() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on every page change
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="flex min-h-screen bg-slate-100">
      <SkipLink />
      <AdminSidebar id={sidebarId} open={open} onNavigate={() => setOpen(false)} />
      {open ? (
        <button
          type="button"
          aria-label={t('nav.closeMenu')}
          className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopbar
          sidebarId={sidebarId}
          sidebarOpen={open}
          onToggleSidebar={() => setOpen((o) => !o)}
        />
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6">
          {/* The owner enrols in two-factor sign-in first when the shop requires it (049). */}
          <OwnerTwoFactorGate>
            <RoleOutlet />
          </OwnerTwoFactorGate>
        </main>
        {/* Asks before leaving a page whose form holds unsaved edits (issue 25, item 1). */}
        <UnsavedChangesPrompt />
      </div>
    </div>
  );
}
