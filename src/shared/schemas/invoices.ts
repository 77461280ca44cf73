import { z } from 'zod';
import { LANGUAGES } from '../constants';

/**
 * Invoices and packing slips (issue 21, decision 045): the shop's business details printed on
 * them, and the query of the document pages. The documents themselves are HTML pages.
 */

/** "INV-2026-000017": the year of payment (Cairo) and its gap-free sequence number. */
export const formatInvoiceNumber = (year: number, seq: number): string =>
  `INV-${year}-${String(seq).padStart(6, '0')}`;

/** An Egyptian tax registration number (رقم التسجيل الضريبي): 9 digits, often "123-456-789". */
export const TAX_NUMBER = /^\d{9}$/;
const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');

/** "123456789" → "123-456-789", as it is printed on Egyptian invoices. */
export const formatTaxNumber = (digits: string): string =>
  TAX_NUMBER.test(digits)
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;

const text = (max: number) =>
  z.string('validation.invalidType').trim().max(max, 'validation.tooLong');
const required = (max: number) => text(max).min(1, 'validation.required');
const both = (max: number) => z.strictObject({ en: required(max), ar: required(max) });

/** What an admin saves under Settings → Business details. */
export const businessDetailsInputSchema = z.strictObject({
  legalName: both(160),
  address: both(300),
  /** Typed with or without dashes and spaces; kept as its 9 digits. */
  taxRegistrationNumber: text(20)
    .transform(withoutSeparators)
    .refine((value) => TAX_NUMBER.test(value), 'validation.invalidTaxNumber'),
  /** السجل التجاري: optional (empty = not printed). */
  commercialRegisterNumber: text(40).refine(
    (value) => value === '' || /^[\p{L}\p{N} /-]+$/u.test(value),
    'validation.invalidCommercialRegister',
  ),
});
export type BusinessDetailsInput = z.input<typeof businessDetailsInputSchema>;
export type BusinessDetails = z.output<typeof businessDetailsInputSchema>;

/** The stored value (lenient: what an older write kept must still load). */
export const businessDetailsSchema = z.object({
  legalName: z.object({ en: z.string(), ar: z.string() }),
  address: z.object({ en: z.string(), ar: z.string() }),
  taxRegistrationNumber: z.string(),
  commercialRegisterNumber: z.string(),
});

/** GET/PUT /api/admin/settings/business-details. */
export const adminBusinessDetailsSchema = z.object({
  details: businessDetailsSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminBusinessDetails = z.infer<typeof adminBusinessDetailsSchema>;

export const DOCUMENT_FORMATS = ['a4', 'receipt'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
export const DOCUMENT_KINDS = ['invoice', 'packing-slip'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** ?format=a4|receipt&lang=ar|en — the language defaults to the customer's own. */
export const documentQuerySchema = z.object({
  format: z.enum(DOCUMENT_FORMATS).default('a4'),
  lang: z.enum(LANGUAGES).optional(),
  /** 1: the page opens the print dialog once loaded (the admin's print buttons). */
  autoprint: z.enum(['0', '1']).optional(),
});
export type DocumentQuery = z.infer<typeof documentQuerySchema>;

/** The most orders one print may hold (a day's parcels at a busy shop). */
export const PRINT_MAX_ORDERS = 100;

/** GET /api/admin/orders/print?ids=a,b,c&doc=invoice|packing-slip. */
export const printManyQuerySchema = documentQuerySchema.extend({
  doc: z.enum(DOCUMENT_KINDS).default('invoice'),
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(PRINT_MAX_ORDERS)),
});

/** Where each document is, for the web's buttons. */
export const documentPaths = {
  adminInvoice: (id: string) => `/api/admin/orders/${id}/invoice`,
  adminPackingSlip: (id: string) => `/api/admin/orders/${id}/packing-slip`,
  adminMany: '/api/admin/orders/print',
  customerInvoice: (id: string) => `/api/orders/${id}/invoice`,
};
