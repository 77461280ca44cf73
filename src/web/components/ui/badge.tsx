import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  success: 'bg-brand-50 text-brand-900 ring-brand-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Small red counter on an icon button (cart, bell); the button's label carries the meaning. */
export function CountBadge({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -end-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.7rem] font-bold leading-none text-white ring-2 ring-white"
    >
      {children}
    </span>
  );
}
