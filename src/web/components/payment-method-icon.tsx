import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../shared/constants';
import { Icon, type IconProps } from './ui/icons';

/** One drawing per payment method (decision 041), in the icon set's stroke style. */
const DRAWINGS: Record<PaymentMethod, ReactNode> = {
  // A banknote.
  cod: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6.5 9.5v.01M17.5 14.5v.01" />
    </>
  ),
  // A bank card.
  card: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  // A phone (the wallet lives on it).
  wallet: (
    <>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 17.5h2" />
    </>
  ),
  // A calendar: paid month by month.
  instalments: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M12 14h2M16 14h.01" />
    </>
  ),
  // Contactless on a phone.
  apple_pay: (
    <>
      <rect x="5" y="3" width="9" height="18" rx="2" />
      <path d="M17 9a4.5 4.5 0 0 1 0 6M19.5 7a8 8 0 0 1 0 10" />
    </>
  ),
  // A kiosk's counter with its awning.
  kiosk: (
    <>
      <path d="M4 9 5.5 4h13L20 9M4 9h16M4 9v11h16V9" />
      <path d="M9.5 20v-5h5v5" />
    </>
  ),
};

export function PaymentMethodIcon({ method, ...props }: IconProps & { method: PaymentMethod }) {
  return <Icon {...props}>{DRAWINGS[method]}</Icon>;
}
