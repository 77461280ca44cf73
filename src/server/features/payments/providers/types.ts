import type { OnlinePaymentMethod, PaymentMethod } from '../../../../shared/constants';
import type { PROVIDER_REFUND_BLOCKS } from '../../../../shared/schemas/refunds';
import type { PaymentSettings } from '../../../../shared/schemas/site';
import type { IntentionRequest } from '../paymob-client';

/**
 * One payment method's provider (decision 038). The payments service does the bookkeeping every
 * online method shares (attempts, the order's lifecycle, settlement); a provider only speaks to
 * its payment company. Every operation answers an outcome — never an HTTP status, never a throw
 * for an expected refusal — and the routes turn outcomes into HTTP.
 */
export interface PaymentProvider {
  readonly key: PaymentMethod;
  /**
   * Takes the money before delivery (an attempt, a checkout page, callbacks). Must agree with
   * ONLINE_PAYMENT_METHODS in src/shared/constants.ts (the orders area reads that list).
   */
  readonly isOnline: boolean;
  /**
   * Can it be used here at all: a gateway exists and, with Paymob, the method's integration id
   * is configured (decision 041). The admin's switch is `available`'s business.
   */
  readonly configured: boolean;
  /** May a customer choose it now, under the shop's payment settings and this configuration? */
  available(settings: PaymentSettings): Availability;
  /** Opens a payment: for Paymob, an intention and the page the browser must open. */
  start(request: StartRequest): Promise<StartOutcome>;
  /**
   * The page of an attempt still open (a repeated order, "pay now"), when it is not the
   * gateway's checkout page (the kiosk's reference page). Absent: the gateway's checkout.
   */
  resumeUrl?(attempt: { clientSecret: string; resultUrl: string }): string;
  /** Is this callback genuine (Paymob: its HMAC, PAYMOB.md §3)? */
  verifyCallback(callback: Callback): boolean;
  /** The provider's last word on a payment whose callback never came (PAYMOB.md §5). */
  inquire(providerOrderId: string): Promise<InquiryOutcome>;
  /**
   * How its money goes back (decision 042), known before anything is asked: the refunds module
   * (../refunds.ts) reads it to offer a refund or a void, then calls `refund` or `void`.
   */
  readonly refunds: RefundSupport;
  /** Gives money back, whole or in part, through the payment company (decision 042). */
  refund(request: RefundRequest): Promise<OperationOutcome>;
  /** Cancels a payment whole before it settles (a card's, on its day: decision 042). */
  void(request: VoidRequest): Promise<OperationOutcome>;
}

/** Why a method's money goes back only by hand: the reason the admin reads (decision 042). */
export type ManualRefundReason = Extract<(typeof PROVIDER_REFUND_BLOCKS)[number], PaymentMethod>;

export type RefundSupport =
  /**
   * `refund` asks the payment company; `configured`: it can be asked here (a refund gateway
   * exists); `voidable`: `void` too — on the Cairo day of the payment, before any refund (the
   * refunds module checks both).
   */
  | { via: 'provider'; configured: boolean; voidable: boolean }
  /** Only by hand (cash on delivery, kiosk): the admin records how; `refund`/`void` are not_supported. */
  | { via: 'manual'; reason: ManualRefundReason };

export type Availability =
  | { available: true }
  /** disabled: switched off by the admin; not_configured: no gateway here (production without keys). */
  | { available: false; reason: 'disabled' | 'not_configured' }
  /** The order's total is under the admin's minimum for this method (decision 041). */
  | { available: false; reason: 'below_minimum'; minimumPiastres: number };

/** Each online method's Paymob integration id, from configuration only (decision 041). */
export type IntegrationIds = Partial<Record<OnlinePaymentMethod, number>>;

export type StartRequest = IntentionRequest & {
  /** The shop's own page for this order's payment (the kiosk shows its reference there). */
  resultUrl?: string;
  /** Until when the order can be paid (before the 24 h clean-up): the kiosk reference's life. */
  expiresAt?: Date;
};

export type StartOutcome =
  | {
      ok: true;
      intentionId: string;
      /** The provider's order id: its callbacks and inquiries name it. */
      providerOrderId: string;
      clientSecret: string;
      /** Where the browser goes to pay. */
      redirectUrl: string;
      /** Kiosk: the bill reference the customer pays with at Aman/Masary, and until when. */
      kiosk?: { reference: string; expiresAt: Date };
    }
  /** failed: the provider refused or could not be reached; not_supported: nothing to start. */
  | { ok: false; reason: 'failed'; error: unknown }
  | { ok: false; reason: 'not_supported' };

export type Callback =
  /** The server-to-server callback: the transaction object and the query's hmac. */
  | { kind: 'processed'; transaction: Record<string, unknown>; hmac: unknown }
  /** The browser's return: the flat query, hmac included. */
  | { kind: 'response'; query: Record<string, unknown> };

export type InquiryOutcome =
  | { status: 'found'; transaction: Record<string, unknown> }
  /** The provider has no transaction for it yet (the customer never paid). */
  | { status: 'none' }
  /** The provider cannot be asked (cash on delivery; the sandbox, which calls back itself). */
  | { status: 'not_supported' }
  /** Unreachable or refusing: ask again later. */
  | { status: 'error'; error: unknown };

export interface RefundRequest {
  transactionId: string;
  amountPiastres: number;
}
export interface VoidRequest {
  transactionId: string;
}
export type OperationOutcome =
  | { ok: true; transactionId: string }
  /**
   * not_supported: nothing was sent (a manual-only method, or no refund gateway here); failed: the
   * company said no or was never reached. Either way nothing moved, and asking again is safe.
   */
  | { ok: false; reason: 'not_supported' | 'failed'; error?: unknown }
  /**
   * No word in time (a timeout, a dropped connection, "pending"): the money may be on its way
   * back; its callback will tell (decision 042). `transactionId`: the company's, if it gave one.
   */
  | { ok: false; reason: 'unknown'; error: unknown; transactionId?: string };
