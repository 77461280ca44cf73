import { COUNTRIES, type Language, SHOP_TIME_ZONE } from '../../../shared/constants';
import { EGYPT_GOVERNORATES } from '../../../shared/egypt';
import { cachedFormatter } from '../../../shared/formatter-cache';
import { formatEgp, toEgp } from '../../../shared/money';
import { formatInvoiceNumber, formatTaxNumber } from '../../../shared/schemas/invoices';
import type { OrderRow } from '../orders';
import { bdi, type Html, html } from './html';
import { invoiceQrPayload, packingSlipQrPayload, qrSvg } from './qr';
import { DOCUMENT_TEXTS, METHOD_NAMES, PAYMENT_STATUS_NAMES } from './texts';

/** An order line as stored (names, colour and price copied at purchase time). */
export interface DocumentLine {
  nameEn: string;
  nameAr: string;
  colorName: string | null;
  colorNameAr: string | null;
  quantity: number;
  unitPricePiastres: number;
  totalPiastres: number;
  discountPiastres: number;
}

/** The seller printed at the top: business details, with the store profile as fallback. */
export interface Seller {
  name: string;
  address: string;
  taxNumber: string | null;
  commercialRegister: string | null;
  phone: string | null;
  email: string | null;
}

/** The live shipment, when the shipments area hands one in (parcels, courier, tracking). */
export interface DocumentShipment {
  courier: string;
  trackingNumber: string | null;
  parcels: number;
}

export interface DocumentSource {
  order: OrderRow;
  lines: DocumentLine[];
  shipment?: DocumentShipment | null;
}

const locale = (language: Language) => (language === 'ar' ? 'ar-EG' : 'en-EG');
const dateTimeFormat = cachedFormatter(
  (loc) =>
    new Intl.DateTimeFormat(loc, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    }),
);
const dateFormat = cachedFormatter(
  (loc) => new Intl.DateTimeFormat(loc, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }),
);
const numberFormat = cachedFormatter((loc) => new Intl.NumberFormat(loc));
const percentFormat = cachedFormatter(
  (loc) => new Intl.NumberFormat(loc, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }),
);

/** The invoice number of an order, or null: not paid yet, or paid before numbering began. */
export const invoiceNumberOf = (order: OrderRow): string | null =>
  order.invoiceYear !== null && order.invoiceSeq !== null
    ? formatInvoiceNumber(order.invoiceYear, order.invoiceSeq)
    : null;

/**
 * Whether the order's invoice may be issued to the customer: it has a number, or it was paid
 * before numbers were given (decision 045: those print with "—").
 */
export const isInvoiced = (order: OrderRow): boolean =>
  order.invoiceSeq !== null ||
  order.paidAt !== null ||
  ['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus);

function formatters(language: Language) {
  const loc = locale(language);
  return {
    egp: (piastres: number) => formatEgp(toEgp(piastres), language),
    minus: (piastres: number) => `−${formatEgp(toEgp(piastres), language)}`,
    number: (value: number) => numberFormat(loc).format(value),
    dateTime: (at: Date) => dateTimeFormat(loc).format(at),
    date: (at: Date) => dateFormat(loc).format(at),
    percent: (value: number) => percentFormat(loc).format(value),
  };
}

const lineName = (line: DocumentLine, language: Language) =>
  language === 'ar' ? line.nameAr || line.nameEn : line.nameEn || line.nameAr;
const lineColour = (line: DocumentLine, language: Language) =>
  language === 'ar' ? (line.colorNameAr ?? line.colorName) : (line.colorName ?? line.colorNameAr);

/** The shipping address in lines: street, city and governorate, postal code, country. */
function addressLines(info: OrderRow['shippingInfo'], language: Language): string[] {
  const governorate =
    info.country === 'EG' ? EGYPT_GOVERNORATES.find((g) => g.code === info.state) : undefined;
  const country = COUNTRIES.find((c) => c.code === info.country);
  const state = governorate ? governorate[language] : info.state;
  return [
    info.address,
    [info.city, state].filter(Boolean).join(language === 'ar' ? '، ' : ', '),
    info.postalCode ?? '',
    country ? country[language] : info.country,
  ].filter((line) => line.trim() !== '');
}

function sellerBlock(seller: Seller, language: Language): Html {
  const t = DOCUMENT_TEXTS[language];
  return html`<div class="seller">
    <p class="seller-name">${bdi(seller.name)}</p>
    <p>${bdi(seller.address)}</p>
    ${seller.taxNumber ? html`<p>${t.taxNumber}: <bdi dir="ltr">${formatTaxNumber(seller.taxNumber)}</bdi></p>` : ''}
    ${seller.commercialRegister ? html`<p>${t.commercialRegister}: ${bdi(seller.commercialRegister)}</p>` : ''}
    ${seller.phone ? html`<p>${t.phone}: <bdi dir="ltr">${seller.phone}</bdi></p>` : ''}
    ${seller.email ? html`<p>${t.email}: <bdi dir="ltr">${seller.email}</bdi></p>` : ''}
  </div>`;
}

const fact = (label: string, value: Html | string) =>
  html`<div class="fact"><dt>${label}</dt><dd>${value}</dd></div>`;
const id = (value: string) => html`<bdi dir="ltr" class="id">${value}</bdi>`;

function customerBlock(order: OrderRow, language: Language, title: string): Html {
  const info = order.shippingInfo;
  const t = DOCUMENT_TEXTS[language];
  return html`<section class="party">
    <h2>${title}</h2>
    <p class="party-name">${bdi(info.fullName || `${info.firstName} ${info.lastName}`)}</p>
    ${addressLines(info, language).map((line) => html`<p>${bdi(line)}</p>`)}
    <p>${t.phone}: <bdi dir="ltr">${info.phone}</bdi></p>
    ${info.email ? html`<p class="email"><bdi dir="ltr">${info.email}</bdi></p>` : ''}
  </section>`;
}

/** The amounts as the stored quote decided them: nothing here adds or subtracts money. */
function totals(order: OrderRow, language: Language): Html {
  const t = DOCUMENT_TEXTS[language];
  const f = formatters(language);
  const { quote } = order;
  const row = (label: string, value: string, kind = '') =>
    html`<tr class="${kind}"><th scope="row">${label}</th><td>${value}</td></tr>`;
  const discounts = (appliesTo: 'items' | 'shipping') =>
    quote.discounts
      .filter((d) => d.appliesTo === appliesTo && d.amountPiastres > 0)
      .map((d) =>
        row(
          appliesTo === 'shipping' ? t.freeShipping(d.code) : t.discount(d.code),
          f.minus(d.amountPiastres),
          'discount',
        ),
      );
  return html`<table class="totals">
    <tbody>
      ${row(t.subtotal, f.egp(quote.subtotalPiastres))}
      ${discounts('items')}
      ${row(t.shipping, f.egp(quote.shipping.feePiastres))}
      ${discounts('shipping')}
      ${quote.codFeePiastres > 0 ? row(t.codFee, f.egp(quote.codFeePiastres)) : ''}
      ${row(t.total, f.egp(order.totalPiastres), 'grand')}
      ${
        quote.vat
          ? row(
              t.vatIncluded(f.percent(quote.vat.ratePercent)),
              f.egp(quote.vat.includedPiastres),
              'vat',
            )
          : row(t.noVat, t.none, 'vat')
      }
      ${order.refundedPiastres > 0 ? row(t.refunded, f.minus(order.refundedPiastres), 'refunded') : ''}
    </tbody>
  </table>`;
}

function invoiceLines(lines: DocumentLine[], language: Language): Html {
  const t = DOCUMENT_TEXTS[language];
  const f = formatters(language);
  return html`<table class="lines">
    <thead><tr>
      <th scope="col" class="n">#</th>
      <th scope="col" class="name">${t.item}</th>
      <th scope="col" class="num">${t.quantity}</th>
      <th scope="col" class="num">${t.unitPrice}</th>
      <th scope="col" class="num">${t.lineDiscount}</th>
      <th scope="col" class="num">${t.lineTotal}</th>
    </tr></thead>
    <tbody>
      ${lines.map((line, index) => {
        const colour = lineColour(line, language);
        return html`<tr>
          <td class="n">${f.number(index + 1)}</td>
          <td class="name">${bdi(lineName(line, language))}${
            colour ? html`<span class="colour">${t.colour}: ${bdi(colour)}</span>` : ''
          }</td>
          <td class="num qty">${f.number(line.quantity)}</td>
          <td class="num">${f.egp(line.unitPricePiastres)}</td>
          <td class="num">${line.discountPiastres > 0 ? f.minus(line.discountPiastres) : t.none}</td>
          <td class="num">${f.egp(line.totalPiastres)}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/** One order's invoice (a pro-forma one while it is unpaid: only staff print those). */
export function renderInvoice(source: DocumentSource, seller: Seller, language: Language): Html {
  const { order, lines } = source;
  const t = DOCUMENT_TEXTS[language];
  const f = formatters(language);
  const invoiceNumber = invoiceNumberOf(order);
  const issued = isInvoiced(order);
  const title = issued ? t.invoice : t.proforma;
  const qr = qrSvg(
    invoiceQrPayload({
      orderNumber: order.orderNumber,
      invoiceNumber,
      totalPiastres: order.totalPiastres,
    }),
    t.qrOrder,
  );
  return html`<article class="doc invoice" lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}" data-order="${order.orderNumber}">
    <header class="doc-head">
      ${sellerBlock(seller, language)}
      <div class="doc-title">
        <h1>${title}</h1>
        <dl class="facts">
          ${fact(t.invoiceNumber, invoiceNumber ? id(invoiceNumber) : t.none)}
          ${order.invoicedAt ? fact(t.invoiceDate, f.date(order.invoicedAt)) : ''}
          ${fact(t.orderNumber, id(String(order.orderNumber)))}
          ${fact(t.orderDate, f.dateTime(order.createdAt))}
          ${fact(t.paymentMethod, METHOD_NAMES[order.paymentMethod][language])}
          ${fact(t.paymentStatus, PAYMENT_STATUS_NAMES[order.paymentStatus][language])}
        </dl>
      </div>
    </header>
    ${issued ? '' : html`<p class="notice">${t.proformaNote}</p>`}
    <div class="parties">${customerBlock(order, language, t.billTo)}</div>
    ${invoiceLines(lines, language)}
    <div class="doc-foot">
      <figure class="qr-box">${qr}</figure>
      ${totals(order, language)}
    </div>
    <p class="thanks">${t.thanks}</p>
  </article>`;
}

/** One order's packing slip: what goes in the parcel and where it goes; no prices. */
export function renderPackingSlip(
  source: DocumentSource,
  seller: Seller,
  language: Language,
): Html {
  const { order, lines, shipment } = source;
  const t = DOCUMENT_TEXTS[language];
  const f = formatters(language);
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  const qr = qrSvg(packingSlipQrPayload(order.orderNumber), t.qrSlip);
  return html`<article class="doc slip" lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}" data-order="${order.orderNumber}">
    <header class="doc-head">
      <div class="seller">
        <p class="seller-name">${bdi(seller.name)}</p>
        <p>${bdi(seller.address)}</p>
        ${seller.phone ? html`<p>${t.phone}: <bdi dir="ltr">${seller.phone}</bdi></p>` : ''}
      </div>
      <div class="doc-title">
        <h1>${t.packingSlip}</h1>
        <dl class="facts">
          ${fact(t.orderNumber, id(String(order.orderNumber)))}
          ${fact(t.orderDate, f.dateTime(order.createdAt))}
          ${fact(t.paymentMethod, METHOD_NAMES[order.paymentMethod][language])}
          ${shipment ? fact(t.courier, bdi(shipment.courier)) : ''}
          ${shipment?.trackingNumber ? fact(t.tracking, id(shipment.trackingNumber)) : ''}
        </dl>
      </div>
      <figure class="qr-box">${qr}</figure>
    </header>
    <div class="parties">${customerBlock(order, language, t.shipTo)}</div>
    <table class="lines">
      <thead><tr>
        <th scope="col" class="check" aria-hidden="true"></th>
        <th scope="col" class="name">${t.item}</th>
        <th scope="col" class="num">${t.quantity}</th>
      </tr></thead>
      <tbody>
        ${lines.map((line) => {
          const colour = lineColour(line, language);
          return html`<tr>
            <td class="check"><span class="box"></span></td>
            <td class="name">${bdi(lineName(line, language))}${
              colour ? html`<span class="colour">${t.colour}: ${bdi(colour)}</span>` : ''
            }</td>
            <td class="num qty">${f.number(line.quantity)}</td>
          </tr>`;
        })}
      </tbody>
      <tfoot><tr><th scope="row" colspan="2">${t.items}</th><td class="num qty">${f.number(pieces)}</td></tr></tfoot>
    </table>
    ${order.notes ? html`<section class="notes"><h2>${t.notes}</h2><p>${bdi(order.notes)}</p></section>` : ''}
    <dl class="facts slip-foot">
      ${fact(t.parcels, shipment ? f.number(shipment.parcels) : t.parcelsBlank)}
      ${fact(t.packedBy, '______________')}
      ${fact(t.checkedBy, '______________')}
    </dl>
  </article>`;
}
