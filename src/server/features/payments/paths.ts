/** Where Paymob (and the sandbox) reach the shop; full URLs are built from APP_URL. */
export const WEBHOOK_PATH = '/api/payments/paymob/webhook';
export const RETURN_PATH = '/api/payments/paymob/return';
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';
export const SANDBOX_PAY_PATH = '/api/payments/sandbox/pay';
/** The sandbox's stand-in for the customer paying a kiosk reference (decision 041). */
export const SANDBOX_KIOSK_PAID_PATH = '/api/payments/sandbox/kiosk-paid';
