import type { FieldError as ApiFieldError } from '../../../../shared/errors';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';

export interface CheckoutProblem {
  message: string;
  /** Per-line problems (409: `items.<productId>` messages), fixed in the cart. */
  lines: string[];
  /** Show the way back to the cart (stock problems, empty cart). */
  toCart: boolean;
}

/** Line errors of a refused order, one message per cart line. */
export const lineMessages = (errors: readonly ApiFieldError[]) =>
  errors.filter((e) => e.field.startsWith('items.')).flatMap((e) => e.messages);

/** Why the order was refused, above the form, with the way back to the cart when that helps. */
export function CheckoutProblems({ problem }: { problem: CheckoutProblem }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      title={problem.lines.length ? t('checkout.stockTitle') : undefined}
      actions={
        problem.toCart ? (
          <ButtonLink to="/cart" variant="secondary" size="sm">
            {t('checkout.reviewCart')}
          </ButtonLink>
        ) : undefined
      }
    >
      {problem.lines.length ? (
        <>
          <p>{problem.message}</p>
          <ul className="mt-1 list-disc ps-5">
            {problem.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        problem.message
      )}
    </Alert>
  );
}
