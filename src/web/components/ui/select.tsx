import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { fieldControlClasses } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: SelectOption[];
  error?: string;
  helperText?: ReactNode;
  /** Keep the label for screen readers only (compact filter bars). */
  hideLabel?: boolean;
}

/** Native select: keyboard, RTL and mobile pickers come for free. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, helperText, hideLabel, id, className, ...props },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const messageId = `${selectId}-message`;
  const message = error || helperText;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'text-sm font-semibold text-slate-800'}
      >
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={cn(fieldControlClasses(Boolean(error)), 'appearance-auto pe-8')}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
});
