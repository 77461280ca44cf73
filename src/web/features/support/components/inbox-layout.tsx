import { type ReactNode, useEffect } from 'react';
import { cn } from '../../../lib/cn';

/**
 * List and open conversation side by side from lg up; on phones one at a time (the pane replaces
 * the list while a conversation or the new-message form is open).
 */
export function InboxLayout({
  list,
  pane,
  paneKey,
}: {
  list: ReactNode;
  pane: ReactNode;
  /** What the pane shows (thread id, 'new'), or null for nothing. */
  paneKey: string | null;
}) {
  // On a phone the pane replaces the list: start reading it from its top.
  useEffect(() => {
    if (paneKey && !window.matchMedia?.('(min-width: 1024px)').matches) window.scrollTo({ top: 0 });
  }, [paneKey]);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
      <div className={cn('flex min-w-0 flex-col gap-3', paneKey && 'hidden lg:flex')}>{list}</div>
      <div className={cn('min-w-0', !paneKey && 'hidden lg:block')}>{pane}</div>
    </div>
  );
}

/** The white card the open conversation (or a placeholder) lives in. */
export function PaneCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      {children}
    </section>
  );
}
