import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'inverted';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900 disabled:bg-brand-800/60',
  secondary:
    'border border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800 disabled:text-slate-500',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-ink disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  // The one warm accent, kept for calls to action; dark text keeps AA contrast on amber.
  accent: 'bg-accent text-ink hover:bg-accent-hover disabled:bg-accent/60',
  // Outline for dark backgrounds (hero, footer).
  inverted: 'text-white ring-1 ring-inset ring-white/50 hover:bg-white/10',
};
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-base gap-2',
  lg: 'h-12 px-6 text-lg gap-2',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    // Accent and inverted buttons sit on the dark hero/footer: a light ring stays visible there.
    variant === 'accent' || variant === 'inverted'
      ? 'focus-visible:outline-white'
      : 'focus-visible:outline-brand-700',
    'disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * Its ref through `forwardRef`, not as a prop: an island's button (Add to cart) is hydrated by
 * Preact's compat layer, which hands a function component no `ref` prop (decision 080).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    loading = false,
    icon,
    className,
    children,
    disabled,
    type = 'button',
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner label={null} className="size-4" /> : icon}
      {children}
    </button>
  );
});

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className as string)} {...props} />;
}
