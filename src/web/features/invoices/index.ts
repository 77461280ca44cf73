/** Public module of the invoices feature (decision 045): the print and download buttons. */

export { DownloadInvoiceButton } from './components/download-invoice';
export { OrderDocumentButtons } from './components/order-documents';
export {
  type OrderSelection,
  PrintSelectedBar,
  SelectAllOrdersCheckbox,
  SelectOrderCheckbox,
  useOrderSelection,
} from './components/print-selected';
