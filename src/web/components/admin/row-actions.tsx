import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

const TONES = {
  neutral: 'text-slate-700',
  brand: 'text-brand-800',
  danger: 'text-red-700 hover:bg-red-50',
} as const;

const base =
  'inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-40';

interface RowActionProps {
  /** The accessible name, also shown as a tooltip: the icon alone says too little. */
  label: string;
  tone: keyof typeof TONES;
  icon: ReactNode;
}

/** A compact icon button of an admin list row (edit, delete, move…). */
export function RowActionButton({
  label,
  tone,
  icon,
  onClick,
  disabled,
}: RowActionProps & { onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      className={cn(base, TONES[tone])}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
    >
      {icon}
    </button>
  );
}

/** The same look for an action that is a page (edit, view on the site). */
export function RowActionLink({ label, tone, icon, to }: RowActionProps & { to: string }) {
  return (
    <Link to={to} className={cn(base, TONES[tone])} aria-label={label} title={label}>
      {icon}
    </Link>
  );
}
