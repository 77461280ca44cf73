import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Cart } from '../../../../shared/schemas/cart';
import { Button } from '../../../components/ui/button';
import { TagIcon } from '../../../components/ui/more-icons';
import { fieldControlClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import { couponRefusal, useApplyCoupon, useRemoveCoupon } from '../api/coupon';

interface CouponFieldProps {
  /** The code on the cart and what became of it (the cart's or the checkout quote's answer). */
  coupon: Cart['coupon'];
  /** A refusal learned elsewhere (the order's 409), shown by the field. */
  problem?: string | null;
  /** After the code was applied or removed (the checkout forgets its refusal then). */
  onChange?: () => void;
  className?: string;
}

/**
 * The discount code of the cart (issue 19): a field with Apply; once applied, the code with
 * Remove. A refusal is the server's reason, in the customer's language, under the field (the
 * typed text stays); a code that stopped applying since it was entered shows why, with Remove.
 * The cart page and the checkout share it.
 */
export function CouponField({ coupon, problem, onChange, className }: CouponFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const appliedRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the control it was on is replaced (keyboard and screen readers).
  const [focusNext, setFocusNext] = useState<'applied' | 'input' | null>(null);
  const applied = coupon?.applied ? coupon : null;
  const stale = coupon && !coupon.applied ? coupon : null;

  // After every render: the control to focus may come with a later answer than the mutation's.
  useEffect(() => {
    if (!focusNext) return;
    const target = focusNext === 'applied' ? appliedRef.current : inputRef.current;
    if (!target) return;
    setFocusNext(null);
    target.focus();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = text.trim();
    if (!code) {
      setError(t('coupon.required'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    apply.mutate(code, {
      onSuccess: () => {
        setText('');
        setFocusNext('applied');
        onChange?.();
      },
      onError: (refusal) => setError(couponRefusal(refusal, 'code') || t('errors.invalid')),
    });
  };

  const removeCode = () => {
    setRemoveError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setFocusNext('input');
        onChange?.();
      },
      onError: (failure) => setRemoveError(failure.message),
    });
  };

  const removeButton = (code: string) => (
    <Button
      variant="ghost"
      size="sm"
      loading={remove.isPending}
      onClick={removeCode}
      aria-label={t('coupon.removeCode', { code })}
      className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800"
    >
      {t('coupon.remove')}
    </Button>
  );

  // The order's refusal is the same news as a stale code: said once.
  const outsideProblem = stale ? null : problem;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {applied ? (
        <div
          ref={appliedRef}
          tabIndex={-1}
          role="status"
          className="flex items-center justify-between gap-2 rounded-lg border border-brand-200 bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span className="flex min-w-0 items-center gap-2">
            <TagIcon className="size-4 shrink-0" />
            <span className="min-w-0 break-words font-semibold">
              {t('coupon.applied', { code: applied.code })}
            </span>
          </span>
          {removeButton(applied.code)}
        </div>
      ) : stale ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 py-1 ps-3 pe-1 text-sm text-amber-950"
        >
          <span className="flex min-w-0 flex-col gap-0.5 py-1.5">
            <span className="flex items-center gap-2 font-semibold">
              <TagIcon className="size-4 shrink-0" />
              <bdi className="min-w-0 break-all">{stale.code}</bdi>
            </span>
            <span>{stale.message ?? problem ?? t('coupon.notApplied', { code: stale.code })}</span>
          </span>
          {removeButton(stale.code)}
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
            {t('coupon.label')}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              name="couponCode"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
              dir="auto"
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={64}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              className={cn(fieldControlClasses(Boolean(error)), 'min-w-0 flex-1')}
            />
            <Button
              type="submit"
              variant="secondary"
              loading={apply.isPending}
              className="shrink-0"
            >
              {t('coupon.apply')}
            </Button>
          </div>
          {error ? (
            <p id={messageId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      )}
      {outsideProblem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {outsideProblem}
        </p>
      ) : null}
      {removeError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {removeError}
        </p>
      ) : null}
    </div>
  );
}
