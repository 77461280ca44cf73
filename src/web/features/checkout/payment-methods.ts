import { ONLINE_PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants';
import type { PaymentMethodSetting, PaymentSettings } from '../../../shared/schemas/site';

/** Why a listed method cannot be chosen now (decision 041). */
export type MethodRefusal =
  | { reason: 'disabled' }
  | { reason: 'not_configured' }
  | { reason: 'below_minimum'; minimum: number };

export interface CheckoutMethod {
  key: PaymentMethod;
  /** The admin's name in both languages; null: the app's own label (cash on delivery). */
  name: { en: string; ar: string } | null;
  refusal: MethodRefusal | null;
}

/**
 * The card alone, for a settings answer without the methods (cached before they existed): on
 * by `paymobEnabled`, named by the app.
 */
const cardOnly = (settings: PaymentSettings): PaymentMethodSetting[] => [
  {
    key: 'card',
    enabled: settings.paymobEnabled,
    name: { en: '', ar: '' },
    position: 1,
    minimumOrder: 0,
    configured: true,
  },
];

/**
 * What checkout lists, in order: cash on delivery, then the online methods in the admin's
 * order. A method switched off is not listed — except the card, which SPEC shows disabled
 * ("coming soon"). A method this shop cannot take (not configured) or under its minimum order
 * (`onlineTotal`: the order's total paid online, EGP, when known) is listed, unavailable.
 */
export function checkoutMethods(settings: PaymentSettings, onlineTotal?: number): CheckoutMethod[] {
  const online = [...(settings.methods ?? cardOnly(settings))]
    .filter((method) => ONLINE_PAYMENT_METHODS.includes(method.key))
    .sort((a, b) => a.position - b.position);
  const listed: CheckoutMethod[] = [{ key: 'cod', name: null, refusal: null }];
  for (const method of online) {
    if (!method.enabled && method.key !== 'card') continue;
    const named = method.name.en && method.name.ar ? method.name : null;
    let refusal: MethodRefusal | null = null;
    if (!method.enabled) refusal = { reason: 'disabled' };
    else if (!method.configured) refusal = { reason: 'not_configured' };
    else if (
      method.minimumOrder > 0 &&
      onlineTotal !== undefined &&
      onlineTotal < method.minimumOrder
    ) {
      refusal = { reason: 'below_minimum', minimum: method.minimumOrder };
    }
    listed.push({ key: method.key, name: named, refusal });
  }
  return listed;
}

/** Some enabled method has a minimum order: checkout needs the online total to judge it. */
export const needsOnlineTotal = (settings: PaymentSettings): boolean =>
  (settings.methods ?? []).some((method) => method.enabled && method.minimumOrder > 0);
