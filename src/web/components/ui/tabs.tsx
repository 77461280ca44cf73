import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
}

interface TabListProps<T extends string> {
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** Prefix of the tab and panel ids: tab `${idBase}-tab-${value}`, panel `${idBase}-panel-${value}`. */
  idBase: string;
  label: string;
  className?: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/**
 * WAI-ARIA tabs: one tab stop, arrow keys move between tabs (and select them), Home/End jump.
 * "Next" follows the reading direction, so ArrowLeft goes forward in Arabic.
 */
export function TabList<T extends string>({
  items,
  selected,
  onSelect,
  idBase,
  label,
  className,
}: TabListProps<T>) {
  // On phones the strip scrolls: a tab opened from the URL must not start off-screen.
  useEffect(() => {
    document
      .getElementById(tabId(idBase, selected))
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [idBase, selected]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = items.findIndex((item) => item.value === selected);
    const steps: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: items.length - 1 - index,
    };
    if (!(event.key in steps)) return;
    event.preventDefault();
    const next = items[(index + steps[event.key] + items.length) % items.length];
    onSelect(next.value);
    document.getElementById(tabId(idBase, next.value))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={move}
      className={cn('flex gap-1 overflow-x-auto border-b border-slate-200', className)}
    >
      {items.map((item) => {
        const active = item.value === selected;
        return (
          <button
            key={item.value}
            id={tabId(idBase, item.value)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(idBase, item.value)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.value)}
            className={cn(
              '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors',
              active
                ? 'border-brand-800 text-brand-900'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-ink',
            )}
          >
            {item.icon}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
