import { documentPaths } from '../../../../shared/schemas/invoices';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { openDocument, withQuery } from '../open-document';

/**
 * The admin order page's "Print invoice" / "Print packing slip": the document opens in a new tab
 * in the customer's language (the page can switch it) and asks to print at once.
 */
export function OrderDocumentButtons({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          void openDocument(withQuery(documentPaths.adminInvoice(orderId), { autoprint: '1' }))
        }
      >
        {t('invoices.printInvoice')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          void openDocument(withQuery(documentPaths.adminPackingSlip(orderId), { autoprint: '1' }))
        }
      >
        {t('invoices.printPackingSlip')}
      </Button>
    </div>
  );
}
