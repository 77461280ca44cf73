import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/translation';
import { CloseIcon } from './icons';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * Native modal <dialog>: the browser traps focus, closes on Escape, restores focus on close and
 * makes the rest of the page inert — more robust than a hand-made focus trap.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // let the owner decide, so state and DOM never disagree
        onClose();
      }}
      className={cn(
        'm-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50',
        className,
      )}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-ink"
              aria-label={t('common.close')}
            >
              <CloseIcon />
            </button>
          </div>
          {description ? (
            <p id={descriptionId} className="text-slate-700">
              {description}
            </p>
          ) : null}
          {children}
          {footer ? <div className="flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
