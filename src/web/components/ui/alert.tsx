import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './more-icons';

type Tone = 'error' | 'success' | 'info';

const TONES: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  info: 'border-sky-200 bg-sky-50 text-sky-950',
};
const ICONS: Record<Tone, typeof InfoIcon> = {
  error: AlertCircleIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
};

interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Follow-up actions under the text (a resend button, a link). */
  actions?: ReactNode;
  className?: string;
}

/**
 * An inline message box. Errors are announced at once (role="alert"); success and info politely
 * (role="status"), so a form's result is read out without moving the focus.
 */
export function Alert({ tone = 'info', title, children, actions, className }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-3.5 text-sm', TONES[tone], className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? <p className="font-bold">{title}</p> : null}
        {children ? <div className="whitespace-pre-line">{children}</div> : null}
        {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
