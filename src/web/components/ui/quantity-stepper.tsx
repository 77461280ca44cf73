import { type KeyboardEvent, useState } from 'react';
import { MAX_CART_QUANTITY } from '../../../shared/constants';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/translation';
import { Icon, type IconProps } from './icons';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Accessible name of the number field, e.g. 'Quantity of Slim Power Bank'. */
  label: string;
  min?: number;
  max?: number;
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
}

const MinusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14" />
  </Icon>
);
const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * − [n] + within 1–99 (SPEC bad input: 0, negatives, fractions and 100+ are refused by the server,
 * so they never leave here). Typing is free; a whole number in range applies at once, anything
 * else snaps back on blur.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = MAX_CART_QUANTITY,
  size = 'md',
  disabled = false,
  className,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The value changed from outside (a click, the server): the field follows.
    setShown(value);
    setDraft(String(value));
  }

  const apply = (next: number) => {
    const quantity = clamp(next, min, max);
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };

  const type = (text: string) => {
    const digits = text
      .replace(/[^\d٠-٩]/g, '')
      .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
    setDraft(digits);
    const parsed = Number.parseInt(digits, 10);
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max && parsed !== value)
      onChange(parsed);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') apply(value + 1);
    else if (event.key === 'ArrowDown') apply(value - 1);
    else if (event.key === 'Enter') apply(Number.parseInt(draft, 10) || value);
    else return;
    event.preventDefault();
  };

  const box = size === 'sm' ? 'h-9' : 'h-11';
  const button = cn(
    'flex shrink-0 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
    size === 'sm' ? 'w-9' : 'w-11',
  );
  return (
    <div
      className={cn(
        'inline-flex items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white',
        box,
        className,
      )}
    >
      <button
        type="button"
        className={button}
        onClick={() => apply(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t('cart.decrease')}
      >
        <MinusIcon className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        role="spinbutton"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        value={draft}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={() => apply(Number.parseInt(draft, 10) || value)}
        onKeyDown={keyDown}
        className="w-12 min-w-0 border-x border-slate-200 text-center font-semibold tabular-nums text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 disabled:text-slate-400"
      />
      <button
        type="button"
        className={button}
        onClick={() => apply(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('cart.increase')}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
