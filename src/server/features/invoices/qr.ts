import { encode } from 'uqr';
import { toEgp } from '../../../shared/money';
import { escapeHtml, raw } from './html';

/**
 * The QR code printed on every document (decision 045): plain ASCII lines that any phone's
 * camera shows as text and a scanner at the warehouse reads by key. The invoice's names the
 * order, the invoice number and the total; the packing slip's only the order.
 */
export function invoiceQrPayload(order: {
  orderNumber: number;
  invoiceNumber: string | null;
  totalPiastres: number;
}): string {
  return [
    `ORDER:${order.orderNumber}`,
    ...(order.invoiceNumber ? [`INVOICE:${order.invoiceNumber}`] : []),
    `TOTAL:${toEgp(order.totalPiastres).toFixed(2)} EGP`,
  ].join('\n');
}

export const packingSlipQrPayload = (orderNumber: number): string => `ORDER:${orderNumber}`;

/**
 * The QR code of `payload` as one SVG path (a module is a 1×1 square of the viewBox), drawn on
 * the server so the page needs no script. Medium error correction survives a creased slip.
 */
export function qrSvg(payload: string, label: string) {
  const { data, size } = encode(payload, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return raw(
    `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`,
  );
}
