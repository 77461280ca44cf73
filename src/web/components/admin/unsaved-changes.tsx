import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * The admin's guard against losing unsaved edits (issue 25, walk-through item 1). Every admin
 * form reports whether it holds edits with `useUnsavedChanges(isDirty)`; one
 * `<UnsavedChangesPrompt />` in the admin layout asks before leaving the page (a link, the
 * sidebar, back) and lets the browser ask before the tab closes or reloads. One prompt for the
 * page, not one per form: react-router runs one blocker at a time, and a settings page holds
 * several forms.
 */

const dirtyForms = new Map<string, boolean>();
const listeners = new Set<() => void>();

const anyDirty = () => [...dirtyForms.values()].some(Boolean);
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => {
  for (const listener of listeners) listener();
};

/** Reports this form's unsaved edits to the page's prompt while it is mounted. */
export function useUnsavedChanges(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    dirtyForms.set(id, dirty);
    notify();
    return () => {
      dirtyForms.delete(id);
      notify();
    };
  }, [id, dirty]);
}

/** Whether any mounted form holds unsaved edits (for tests and the prompt). */
export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, anyDirty, () => false);
}

/**
 * Asks before the page changes while a form holds unsaved edits. Changes of the query string
 * alone (a settings tab, a list filter) keep the page and its forms, so they pass. A form that
 * saves and then moves on (a new product opening its edit page) has been reset by then: the
 * navigation is let through as soon as the form reports it is clean.
 */
export function UnsavedChangesPrompt() {
  const { t } = useTranslation();
  const dirty = useHasUnsavedChanges();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      anyDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      setAsking(false);
      return;
    }
    if (dirty) setAsking(true);
    else blocker.proceed();
  }, [blocker, dirty]);

  useEffect(() => {
    if (!dirty) return;
    // The browser shows its own question (its text cannot be chosen) on reload and tab close.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={asking && blocker.state === 'blocked'}
      title={t('admin.unsaved.title')}
      message={t('admin.unsaved.message')}
      confirmLabel={t('admin.unsaved.leave')}
      cancelLabel={t('admin.unsaved.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
