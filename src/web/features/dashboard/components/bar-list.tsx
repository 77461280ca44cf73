import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface BarItem {
  key: string;
  label: ReactNode;
  value: number;
  /** The value as people read it (count, EGP), in the page's digits. */
  display: string;
  tone?: string;
}

/**
 * Horizontal bars as a plain list: the label and the figure are text (screen readers and
 * copy-paste get them), the bar only shows the proportion. Bars grow from the reading start.
 */
export function BarList({ items, label }: { items: BarItem[]; label: string }) {
  const max = Math.max(0, ...items.map((item) => item.value));
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.key} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-slate-700">{item.label}</span>
            <span className="shrink-0 font-semibold tabular-nums text-ink">{item.display}</span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div
              className={cn('h-full rounded-full', item.tone ?? 'bg-brand-600')}
              style={{
                width: `${max ? Math.max(item.value ? 2 : 0, (item.value / max) * 100) : 0}%`,
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
