import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
}

/** Multi-line sibling of TextField: label, then a red error or the helper text (SPEC §5). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, helperText, id, className, rows = 4, ...props }, ref) {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const messageId = `${inputId}-message`;
    const message = error || helperText;
    return (
      <div className={cn('flex flex-col gap-1.5', className)}>
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          {label}
          {/* Starred like TextField's required fields (issue 25, walk-through item 9). */}
          {props.required ? (
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
          ) : null}
        </label>
        <textarea
          ref={ref}
          id={inputId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className={cn(
            'block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500',
            'focus-visible:outline-2 focus-visible:outline-offset-1',
            error
              ? 'border-red-600 focus-visible:outline-red-600'
              : 'border-slate-300 focus-visible:outline-brand-700',
          )}
          {...props}
        />
        {message ? (
          <p
            id={messageId}
            className={error ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}
          >
            {message}
          </p>
        ) : null}
      </div>
    );
  },
);
