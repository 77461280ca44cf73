import type { PaymentStatus } from '../../../../shared/constants';
import { documentPaths } from '../../../../shared/schemas/invoices';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { openDocument, withQuery } from '../open-document';

/** Paid, or paid and then (partly) refunded: the invoice was issued. */
const INVOICED: PaymentStatus[] = ['paid', 'partially_refunded', 'refunded'];

/**
 * The customer's "Download invoice" on their order page, once the order is paid: the invoice
 * opens in the site's current language, ready to print or save as PDF.
 */
export function DownloadInvoiceButton({
  order,
}: {
  order: { id: string; paymentStatus: PaymentStatus };
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!INVOICED.includes(order.paymentStatus)) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className="mt-3 self-start"
      onClick={() =>
        void openDocument(withQuery(documentPaths.customerInvoice(order.id), { lang }))
      }
    >
      {t('invoices.downloadInvoice')}
    </Button>
  );
}
