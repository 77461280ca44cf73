import type { Language } from '../../../shared/constants';
import {
  type AdminBusinessDetails,
  type BusinessDetails,
  businessDetailsSchema,
  type DocumentFormat,
  type DocumentKind,
} from '../../../shared/schemas/invoices';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { userContacts } from '../auth';
import { orderWithLines } from '../orders';
import { SETTING_KEYS, type SettingsService } from '../settings';
import {
  type DocumentShipment,
  type DocumentSource,
  invoiceNumberOf,
  isInvoiced,
  renderInvoice,
  renderPackingSlip,
  type Seller,
} from './documents';
import type { Html } from './html';
import { renderPage } from './page';
import { DOCUMENT_TEXTS } from './texts';

export interface InvoicesDeps {
  settings: SettingsService;
  /**
   * The live shipment of each order (courier, tracking, parcels) for the packing slip: the
   * shipments area's answer, handed in by services.ts. Absent: the slip leaves them to be written.
   */
  shipmentsOf?: (orderIds: string[]) => Promise<Map<string, DocumentShipment>>;
}

export interface DocumentRequest {
  kind: DocumentKind;
  format: DocumentFormat;
  /** The page's language; unset: each order in its customer's language. */
  language?: Language;
  url: URL;
  autoprint?: boolean;
}

/**
 * Invoices and packing slips (issue 21, decision 045): HTML pages built from what the order
 * stored (lines, the quote's amounts, its invoice number) and the shop's business details.
 */
export function createInvoicesService(db: Db, deps: InvoicesDeps) {
  const { settings } = deps;

  async function getBusinessDetails(): Promise<AdminBusinessDetails> {
    const stored = await settings.read(SETTING_KEYS.businessDetails, businessDetailsSchema);
    return { details: stored?.value ?? null, updatedAt: stored?.updatedAt.toISOString() ?? null };
  }

  async function saveBusinessDetails(details: BusinessDetails, adminId: string) {
    await settings.write(SETTING_KEYS.businessDetails, details, adminId);
    return getBusinessDetails();
  }

  /** The seller in `language`: business details, or the store profile where none are saved. */
  async function sellerIn(): Promise<(language: Language) => Seller> {
    const [{ details }, profile] = await Promise.all([
      getBusinessDetails(),
      settings.getStoreProfile(),
    ]);
    return (language) => ({
      name: details?.legalName[language] || profile?.name[language] || '',
      address: details?.address[language] || profile?.officeAddress[language] || '',
      taxNumber: details?.taxRegistrationNumber || null,
      commercialRegister: details?.commercialRegisterNumber || null,
      phone: profile?.phone || null,
      email: profile?.email || null,
    });
  }

  /** The orders in the order asked, each with its lines; unknown ids are left out. */
  async function load(orderIds: string[]): Promise<DocumentSource[]> {
    const found = await Promise.all(orderIds.map((id) => orderWithLines(db, id)));
    return found.filter((source): source is NonNullable<typeof source> => source !== null);
  }

  async function render(sources: DocumentSource[], request: DocumentRequest): Promise<string> {
    const [seller, contacts, shipments] = await Promise.all([
      sellerIn(),
      request.language
        ? null
        : userContacts(db, [...new Set(sources.map(({ order }) => order.userId))]),
      request.kind === 'packing-slip' && deps.shipmentsOf
        ? deps.shipmentsOf(sources.map(({ order }) => order.id))
        : null,
    ]);
    const languageOf = (source: DocumentSource): Language =>
      request.language ?? contacts?.get(source.order.userId)?.language ?? 'ar';
    const documents: Html[] = sources.map((source) => {
      const language = languageOf(source);
      const shipment = shipments?.get(source.order.id) ?? null;
      return request.kind === 'invoice'
        ? renderInvoice(source, seller(language), language)
        : renderPackingSlip({ ...source, shipment }, seller(language), language);
    });
    const language = request.language ?? (sources[0] ? languageOf(sources[0]) : 'ar');
    const t = DOCUMENT_TEXTS[language];
    const first = sources[0]?.order;
    const name = request.kind === 'invoice' ? t.invoice : t.packingSlip;
    const title =
      sources.length === 1 && first
        ? `${name} ${(request.kind === 'invoice' && invoiceNumberOf(first)) || first.orderNumber}`
        : name;
    return renderPage({
      title,
      language,
      format: request.format,
      url: request.url,
      documents,
      autoprint: request.autoprint ?? false,
    });
  }

  /** Staff: any order's invoice or packing slip (an unpaid order's invoice is pro-forma). */
  async function adminDocument(orderId: string, request: DocumentRequest): Promise<string> {
    const sources = await load([orderId]);
    if (sources.length === 0) throw AppError.notFound('orders.notFound');
    return render(sources, request);
  }

  /** Staff: many orders on one page, one sheet each, in the order given. */
  async function adminDocuments(orderIds: string[], request: DocumentRequest): Promise<string> {
    const sources = await load(orderIds);
    if (sources.length === 0) throw AppError.notFound('orders.notFound');
    return render(sources, request);
  }

  /** The customer's own invoice, once the order is paid (409 before: nothing to issue yet). */
  async function customerInvoice(
    userId: string,
    orderId: string,
    request: Omit<DocumentRequest, 'kind'>,
  ): Promise<string> {
    const [source] = await load([orderId]);
    if (!source || source.order.userId !== userId) throw AppError.notFound('orders.notFound');
    if (!isInvoiced(source.order)) throw new AppError('CONFLICT', 409, 'invoices.notPaid');
    return render([source], { ...request, kind: 'invoice' });
  }

  return {
    getBusinessDetails,
    saveBusinessDetails,
    adminDocument,
    adminDocuments,
    customerInvoice,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
