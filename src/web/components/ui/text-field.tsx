import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export const fieldControlClasses = (invalid: boolean) =>
  cn(
    'block h-11 w-full rounded-lg border bg-white px-3 text-base text-ink placeholder:text-slate-500',
    'focus-visible:outline-2 focus-visible:outline-offset-1',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-slate-300 focus-visible:outline-brand-700',
  );

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Shown in red instead of the helper text (SPEC §5). */
  error?: string;
  helperText?: ReactNode;
  /** Something inside the field at the end, e.g. a show/hide password button. */
  endAdornment?: ReactNode;
}

/** Shared text input: label, then either a red error message or the helper text (SPEC §5). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, endAdornment, id, className, required, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error || helperText;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className={cn(fieldControlClasses(Boolean(error)), endAdornment ? 'pe-11' : undefined)}
          {...props}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{endAdornment}</div>
        ) : null}
      </div>
      {error ? (
        <p id={messageId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : helperText ? (
        <p id={messageId} className="text-sm text-slate-600">
          {helperText}
        </p>
      ) : null}
    </div>
  );
});
