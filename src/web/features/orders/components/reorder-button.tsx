import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ReorderLine, ReorderResult } from '../../../../shared/schemas/addresses';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { pickText } from '../../../lib/localized';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useReorder } from '../api/reorder';

/** A line's name in the page language, with its variant ("Inverter — 5 kW"). */
export function lineName(line: ReorderLine, lang: string): string {
  const name = pickText(lang, line.nameEn, line.nameAr);
  const variant =
    line.variantNameEn || line.variantNameAr
      ? pickText(lang, line.variantNameEn ?? '', line.variantNameAr ?? '')
      : '';
  return variant ? `${name} — ${variant}` : name;
}

const keyOf = (line: ReorderLine) =>
  [line.productId, line.nameEn, line.variantNameEn, line.requested, line.reason].join('|');

/** What re-ordering left out or reduced, line by line, in the page language. */
export function ReorderReport({ result }: { result: ReorderResult }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <div className="flex flex-col gap-1 text-sm">
      {result.unavailable.length > 0 ? (
        <>
          <p className="font-semibold">{t('addresses.reorder.notAdded')}</p>
          <ul className="list-disc ps-5">
            {result.unavailable.map((line) => (
              <li key={keyOf(line)}>
                {t(`addresses.reorder.reason.${line.reason ?? 'unavailable'}`, {
                  name: lineName(line, lang),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.reduced.length > 0 ? (
        <>
          <p className="font-semibold">{t('addresses.reorder.reducedTitle')}</p>
          <ul className="list-disc ps-5">
            {result.reduced.map((line) => (
              <li key={keyOf(line)}>
                {t('addresses.reorder.reduced', {
                  name: lineName(line, lang),
                  added: n(line.added),
                  requested: n(line.requested),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * "Order again" (issue 24): the still-available items go into the cart through the cart's own
 * rules, then the cart opens; a toast names what was left out or reduced. When nothing could be
 * added the customer stays here and reads why.
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reorder = useReorder();
  const [nothing, setNothing] = useState<ReorderResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setNothing(null);
    setFailure(null);
    try {
      const result = await reorder.mutateAsync(orderId);
      if (result.count === 0) {
        setNothing(result);
        return;
      }
      const partial = result.unavailable.length > 0 || result.reduced.length > 0;
      toast.success(
        partial ? (
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('addresses.reorder.addedSome')}</p>
            <ReorderReport result={result} />
          </div>
        ) : (
          t('addresses.reorder.addedAll')
        ),
        { id: `reorder:${orderId}`, duration: partial ? 12_000 : 4000 },
      );
      await navigate('/cart');
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure((error.kind === 'http' && error.serverMessage) || t('addresses.reorder.failed'));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        onClick={() => void run()}
        loading={reorder.isPending}
        icon={<CartIcon className="size-5" />}
        className="self-start"
      >
        {t('addresses.reorder.button')}
      </Button>
      {nothing ? (
        <Alert tone="error" title={t('addresses.reorder.nothing')}>
          <ReorderReport result={nothing} />
        </Alert>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
