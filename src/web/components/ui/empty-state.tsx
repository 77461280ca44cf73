import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** 'alert' for error states so screen readers announce them. */
  role?: 'alert' | 'status';
  className?: string;
}

export function EmptyState({ title, description, icon, action, role, className }: EmptyStateProps) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          {icon}
        </div>
      ) : null}
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {description ? <p className="max-w-md text-slate-600">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
