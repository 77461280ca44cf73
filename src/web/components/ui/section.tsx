import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A white card with a heading: the order, checkout and admin customer pages are built of them. */
export function Section({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}
