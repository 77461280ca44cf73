import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { COUNTRIES, type PaymentMethod } from '../../../shared/constants';
import { EGYPT_GOVERNORATES } from '../../../shared/egypt';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { CheckoutInput, checkoutSchema } from '../../../shared/schemas/orders';
import type { LastShipping } from './api/prefill';

/**
 * The form's fields. No coupon code: the order uses the cart's code, which the coupon field
 * (PUT /api/cart/coupon) applies before, so the summary shows its discount.
 */
export type CheckoutValues = {
  [K in Exclude<keyof Required<CheckoutInput>, 'couponCode'>]: K extends 'paymentMethod'
    ? PaymentMethod
    : string;
};

const knownCountry = (code: string | undefined) =>
  COUNTRIES.some((country) => country.code === code) ? (code as string) : 'EG';

/**
 * Name, e-mail and phone from the profile; the address from the last order. A governorate code
 * only when it is one (an older order may hold free text).
 */
export function checkoutDefaults(user: SessionUser | null, last: LastShipping): CheckoutValues {
  const country = knownCountry(last?.country);
  const state =
    country === 'EG' && !EGYPT_GOVERNORATES.some((g) => g.code === last?.state)
      ? ''
      : (last?.state ?? '');
  return {
    firstName: user?.firstName ?? last?.firstName ?? '',
    lastName: user?.lastName ?? last?.lastName ?? '',
    email: user?.email ?? last?.email ?? '',
    phone: user?.phone || last?.phone || '',
    address: last?.address ?? '',
    city: last?.city ?? '',
    state,
    postalCode: last?.postalCode ?? '',
    country,
    paymentMethod: 'cod',
  };
}

/** What the schema makes of the form's strings: the body of POST /api/orders. */
export type CheckoutOutput = z.output<typeof checkoutSchema>;
export type CheckoutFormApi = UseFormReturn<CheckoutValues, unknown, CheckoutOutput>;
