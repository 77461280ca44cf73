/**
 * Public module of the invoices area (issue 21, decision 045): printable invoices and packing
 * slips, above orders and settings; nothing below uses it.
 */

export type { DocumentShipment } from './documents';
export type { InvoicesDeps, InvoicesService } from './service';
