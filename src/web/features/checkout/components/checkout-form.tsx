import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EGYPT_GOVERNORATES } from '../../../../shared/egypt';
import type { SavedAddress } from '../../../../shared/schemas/addresses';
import { checkoutSchema } from '../../../../shared/schemas/orders';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { LockIcon } from '../../../components/ui/more-icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { type ApiError, isApiError } from '../../../lib/errors';
import { applyServerErrors, schemaResolver } from '../../../lib/form-errors';
import { cartQueryKey, paymentSettingsQueryKey } from '../../../lib/query-keys';
import { paymentPageUrl } from '../../../lib/safe-url';
import { useTranslation } from '../../../lib/translation';
import { useAddressChange, useAddressChoices } from '../../addresses/api/addresses';
import type { CartView } from '../../cart/api/cart-math';
import { couponRefusal } from '../../cart/api/coupon';
import { useCartQuote } from '../../cart/api/quote';
import { afterOrderPlaced, usePlaceOrder } from '../api/place-order';
import type { CheckoutValues, CheckoutOutput as Placed } from '../defaults';
import { AddressFields, ContactFields } from './address-fields';
import { type CheckoutProblem, CheckoutProblems, lineMessages } from './checkout-problems';
import { CheckoutSummary } from './checkout-summary';
import { PaymentOptions } from './payment-options';
import { type AddressChoice, SavedAddressChoice } from './saved-address-choice';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
  'paymentMethod',
] as const;

// The form holds plain strings; the shared schema (the server's own rules) checks and shapes them.
const resolver = schemaResolver(checkoutSchema) as unknown as Resolver<
  CheckoutValues,
  unknown,
  Placed
>;

/** SPEC §8's payment failures a checkout answer means (the server answered with a 5xx). */
function failedPlacement(error: ApiError, method: string): 'initiation' | 'cod_failed' | null {
  if (error.kind !== 'http' || error.status < 500) return null;
  if (method === 'cod') return 'cod_failed';
  return error.status === 502 ? 'initiation' : null;
}

/**
 * Off to the card provider's page. The checkout's entry in the history becomes the order's page
 * first, so Back from the provider lands on the unpaid order (pay now, another card, or cancel
 * and have the items back in the cart) instead of an empty checkout (issue 24 item 3). A page
 * the browser restores from its back-forward cache is the old checkout: it loads afresh.
 */
function leaveForPayment(page: string, orderId: string) {
  window.history.replaceState(window.history.state, '', `/orders/${orderId}`);
  window.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) window.location.reload();
    },
    { once: true },
  );
  window.location.assign(page);
}

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'country',
  'address',
  'city',
  'state',
  'postalCode',
] as const;

/** The shipping fields as a saved address fills them. */
const filledFrom = (address: SavedAddress) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  phone: address.phone,
  country: address.country,
  address: address.address,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode ?? '',
});

/**
 * The checkout form. A signed-in customer's address book is read first: the default address
 * fills the shipping fields from the first paint (issue 24); without a book, nothing changes.
 */
export function CheckoutForm({ cart, defaults }: { cart: CartView; defaults: CheckoutValues }) {
  const { t } = useTranslation();
  const book = useAddressChoices();
  if (book.isLoading)
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  const saved = book.data?.items ?? [];
  const preferred = saved.find((address) => address.isDefault) ?? saved[0];
  return (
    <CheckoutFormBody
      cart={cart}
      defaults={defaults}
      saved={saved}
      // A book that could not be read offers no saving either.
      canSave={book.data ? saved.length < book.data.max : false}
      initialChoice={preferred ? preferred.id : 'new'}
      initialValues={preferred ? { ...defaults, ...filledFrom(preferred) } : defaults}
    />
  );
}

interface BodyProps {
  cart: CartView;
  defaults: CheckoutValues;
  saved: SavedAddress[];
  canSave: boolean;
  initialChoice: AddressChoice;
  initialValues: CheckoutValues;
}

/** The checkout form (SPEC §3/§5) next to the order summary; placing the order is one POST. */
function CheckoutFormBody({
  cart,
  defaults,
  saved,
  canSave,
  initialChoice,
  initialValues,
}: BodyProps) {
  const { t } = useTranslation();
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const form = useForm<CheckoutValues, unknown, Placed>({
    resolver,
    defaultValues: initialValues,
  });
  const [choice, setChoice] = useState<AddressChoice>(initialChoice);
  const [saveNew, setSaveNew] = useState(false);
  const book = useAddressChange();

  const choose = (next: AddressChoice) => {
    setChoice(next);
    const address = saved.find((a) => a.id === next);
    // A new address starts from the profile's name and phone, with the address fields empty.
    const values = address
      ? filledFrom(address)
      : {
          firstName: defaults.firstName,
          lastName: defaults.lastName,
          phone: defaults.phone,
          country: 'EG',
          address: '',
          city: '',
          state: '',
          postalCode: '',
        };
    const validate = form.formState.isSubmitted;
    for (const field of ADDRESS_FIELDS) {
      form.setValue(field, values[field], { shouldValidate: validate, shouldDirty: true });
    }
  };

  /** Best effort: the order is placed; a book that refuses the address does not undo it. */
  const saveToBook = async (values: Placed) => {
    if (choice !== 'new' || !saveNew || !canSave) return;
    const { firstName, lastName, phone, address, city, state, postalCode, country } = values;
    await book
      .mutateAsync({
        kind: 'create',
        data: {
          label: null,
          firstName,
          lastName,
          phone,
          address,
          city,
          state,
          postalCode,
          country,
        },
      })
      .catch(() => undefined);
  };
  const { isSubmitting } = form.formState;
  const [couponProblem, setCouponProblem] = useState<string | null>(null);
  const forgetCouponProblem = useCallback(() => setCouponProblem(null), []);

  // The summary is priced for the governorate (Egypt's select) and the payment method chosen.
  const [country, state, paymentMethod] = useWatch({
    control: form.control,
    name: ['country', 'state', 'paymentMethod'],
  });
  const isEgypt = country === 'EG';
  const governorate =
    isEgypt && EGYPT_GOVERNORATES.some((g) => g.code === state) ? state : undefined;
  const quote = useCartQuote({ governorate, paymentMethod });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    setCouponProblem(null);
    try {
      const { order, redirectUrl } = await place(values);
      await saveToBook(values);
      if (redirectUrl) {
        afterOrderPlaced(queryClient);
        const page = paymentPageUrl(redirectUrl);
        // The card provider's page; an address that is not one goes to the order, which can pay.
        if (page) leaveForPayment(page, order.id);
        else await navigate(`/orders/${order.id}`, { replace: true });
        return;
      }
      await navigate(`/payment/success?order=${order.id}`, { replace: true });
      afterOrderPlaced(queryClient);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // The server could not start the card payment (the order was cancelled, the items are back
      // in the cart) or could not create the cash order: the failed page names it (SPEC §8).
      const failed = failedPlacement(error, values.paymentMethod);
      if (failed) {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        await navigate(`/payment/failed?reason=${failed}`);
        return;
      }
      if (error.status === 409 && error.errors.some((e) => e.field === 'couponCode')) {
        // The cart's code stopped applying: why, by the code field; the cart and the summary
        // are re-read (the quote under the cart's key), so the amounts lose its discount.
        setCouponProblem(couponRefusal(error, 'couponCode'));
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        return;
      }
      const unmatched = applyServerErrors(error.errors, FIELDS, form.setError, t('errors.invalid'));
      const lines = lineMessages(unmatched);
      const emptyCart = error.status === 400 && error.errors.length === 0;
      if (error.status === 409 && lines.length === 0) {
        // Card refused (switched off meanwhile): re-read the switch, cash on delivery remains.
        void queryClient.invalidateQueries({ queryKey: paymentSettingsQueryKey });
        form.setValue('paymentMethod', 'cod');
      }
      if (lines.length || emptyCart) void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      const onlyFields = error.errors.length > 0 && unmatched.length === 0;
      if (onlyFields) return; // shown under the fields
      setProblem({
        message:
          (error.kind === 'http' && error.serverMessage) || error.message || t('checkout.failed'),
        lines,
        toCart: lines.length > 0 || emptyCart,
      });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  });

  return (
    <div className="flex flex-col gap-4">
      {problem ? <CheckoutProblems problem={problem} /> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          {saved.length > 0 ? (
            <SavedAddressChoice
              addresses={saved}
              choice={choice}
              onChoose={choose}
              save={canSave ? saveNew : null}
              onSaveChange={setSaveNew}
            />
          ) : null}
          <ContactFields form={form} />
          <AddressFields form={form} />
          {saved.length === 0 && canSave ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:px-6">
              <Checkbox
                label={t('addresses.checkout.save')}
                checked={saveNew}
                onChange={(event) => setSaveNew(event.target.checked)}
              />
            </div>
          ) : null}
          <PaymentOptions form={form} governorate={governorate} total={quote.data?.total} />
        </form>
        <CheckoutSummary
          cart={cart}
          quote={quote}
          needsGovernorate={isEgypt && governorate === undefined}
          couponProblem={couponProblem}
          onCouponChange={forgetCouponProblem}
        >
          <p className="text-xs text-slate-600">{t('checkout.reviewNote')}</p>
          <Button
            type="submit"
            form={formId}
            size="lg"
            className="w-full"
            loading={isSubmitting}
            icon={<LockIcon className="size-5" />}
          >
            {t('checkout.placeOrder')}
          </Button>
          <ButtonLink to="/cart" variant="ghost" className="w-full">
            {t('checkout.backToCart')}
          </ButtonLink>
        </CheckoutSummary>
      </div>
    </div>
  );
}
