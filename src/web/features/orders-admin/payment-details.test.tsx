import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderPayments } from '../../../shared/schemas/payment-methods';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';
import { PaymentDetails } from './components/payment-details';

/** The admin order page's payment details (decision 041). */

const ORDER = '44444444-4444-4444-8444-444444444444';
const attempt = (patch: Partial<AdminOrderPayments['attempts'][number]>) => ({
  id: '66666666-6666-4666-8666-666666666666',
  attemptNumber: 1,
  reference: '1042-1',
  method: 'apple_pay',
  status: 'paid',
  provider: 'paymob',
  amount: 3050,
  kioskReference: null,
  expiresAt: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  transactions: [],
  ...patch,
});
const transaction = {
  id: '77777777-7777-4777-8777-777777777777',
  transactionId: '192036465',
  state: 'paid',
  source: 'callback',
  amount: 3050,
  method: 'apple_pay',
  sourceType: 'card',
  subType: 'MasterCard',
  cardLast4: '2346',
  receivedAt: '2025-03-01T10:05:00.000Z',
};

const show = (method: 'apple_pay' | 'wallet' | 'kiosk' | 'cod', body: AdminOrderPayments) => {
  const api = stubApi({ [`GET /admin/payments/orders/${ORDER}`]: { body } });
  renderRoutes([{ path: '/', element: <PaymentDetails orderId={ORDER} method={method} /> }], '/');
  return api;
};

afterEach(() => vi.unstubAllGlobals());

describe('payment details', () => {
  it('a card payment: method, card brand and last 4, and the attempt log', async () => {
    show('apple_pay', { attempts: [attempt({ transactions: [transaction] })] });
    expect(await screen.findByText('Card brand')).toBeTruthy();
    expect(screen.getByText('Apple Pay')).toBeTruthy();
    expect(screen.getByText('MasterCard')).toBeTruthy();
    expect(screen.getByText('•••• 2346')).toBeTruthy();
    expect(screen.getByText('Attempt 1 · 1042-1')).toBeTruthy();
    expect(screen.getByText(/Paid · EGP 3,050 · MasterCard · •••• 2346/)).toBeTruthy();
  });

  it('a wallet: the provider, no card digits; in Arabic', async () => {
    await i18n.changeLanguage('ar');
    show('wallet', {
      attempts: [
        attempt({
          method: 'wallet',
          transactions: [
            {
              ...transaction,
              method: 'wallet',
              sourceType: 'wallet',
              subType: 'Vodafone Cash',
              cardLast4: null,
            },
          ],
        }),
      ],
    });
    expect(await screen.findByText('مقدم الخدمة')).toBeTruthy();
    expect(screen.getByText('المحفظة الإلكترونية')).toBeTruthy();
    expect(screen.getAllByText(/Vodafone Cash/).length).toBeGreaterThan(0);
    expect(screen.queryByText('رقم البطاقة')).toBeNull();
  });

  it('a kiosk order waiting: the reference and until when', async () => {
    show('kiosk', {
      attempts: [
        attempt({
          method: 'kiosk',
          status: 'pending',
          kioskReference: '90123456',
          expiresAt: '2025-03-02T09:00:00.000Z',
        }),
      ],
    });
    expect(await screen.findByText('90123456')).toBeTruthy();
    expect(screen.getByText('Kiosk reference')).toBeTruthy();
    expect(screen.getByText('Payable until')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it('cash on delivery: nothing to show, nothing asked', async () => {
    const api = show('cod', { attempts: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Payment details')).toBeNull();
    expect(api.mock).not.toHaveBeenCalled();
  });
});
