import { useState } from 'react';
import {
  type OrderReturns,
  RETURN_DETAILS_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type ReturnReason,
} from '../../../../shared/schemas/returns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { formatNumber } from '../../../lib/format';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { useRequestReturn } from '../api';

/** "Return items": which lines and how many, why, up to three photos. */
export function ReturnForm({ orderId, returns }: { orderId: string; returns: OrderReturns }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useRequestReturn(orderId);
  const lines = returns.lines.filter((line) => line.returnable > 0);

  const close = () => {
    if (send.isPending) return;
    setOpen(false);
    setErrors({});
  };
  async function submit() {
    const items = lines
      .filter((line) => (counts[line.orderItemId] ?? 0) > 0)
      .map((line) => ({ orderItemId: line.orderItemId, quantity: counts[line.orderItemId] }));
    const trimmed = details.trim();
    const found: Record<string, string> = {};
    if (items.length === 0) found.items = t('returns.form.noItems');
    if (!reason) found.reason = t('returns.form.reasonRequired');
    if (reason === 'other' && !trimmed) found.details = t('returns.form.detailsRequired');
    if (photos.length > RETURN_PHOTOS_MAX) {
      found.photos = t('returns.form.tooManyPhotos', { count: RETURN_PHOTOS_MAX });
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    try {
      const done = await send.mutateAsync({
        input: { items, reason, ...(trimmed ? { details: trimmed } : {}) },
        photos,
      });
      toast.success(t('returns.form.sent'));
      if (done.photosFailed) toast.error(t('returns.form.photosFailed'));
      setOpen(false);
      setCounts({});
      setReason('');
      setDetails('');
      setPhotos([]);
    } catch (error) {
      const text =
        isApiError(error) && error.status < 500 ? error.message : t('returns.form.failed');
      toastFailure(text, error, isApiError(error) ? error.errors : []);
    }
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} className="self-start">
        {t('returns.form.open')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('returns.form.title')}
        description={
          returns.endsAt
            ? t('returns.form.until', {
                date: new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
                  dateStyle: 'long',
                  timeZone: 'Africa/Cairo',
                }).format(new Date(returns.endsAt)),
              })
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={send.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={send.isPending}>
              {t('returns.form.submit')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">
              {t('returns.form.items')}
            </legend>
            {lines.map((line) => (
              <Select
                key={line.orderItemId}
                label={pickLocalized(lang, line.nameEn, line.nameAr)}
                value={String(counts[line.orderItemId] ?? 0)}
                onChange={(event) =>
                  setCounts({ ...counts, [line.orderItemId]: Number(event.target.value) })
                }
                options={Array.from({ length: line.returnable + 1 }, (_, n) => ({
                  value: String(n),
                  label: formatNumber(n, lang),
                }))}
              />
            ))}
            {errors.items ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.items}
              </p>
            ) : null}
          </fieldset>
          <Select
            label={t('returns.form.reason')}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value as ReturnReason)}
            options={[
              { value: '', label: t('returns.cancel.choose') },
              ...RETURN_REASONS.map((key) => ({ value: key, label: t(`returns.reasons.${key}`) })),
            ]}
          />
          <TextAreaField
            label={t('returns.form.details')}
            rows={3}
            maxLength={RETURN_DETAILS_MAX}
            value={details}
            error={errors.details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="return-photos" className="text-sm font-semibold text-slate-800">
              {t('returns.form.photos', { count: RETURN_PHOTOS_MAX })}
            </label>
            <input
              id="return-photos"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              onChange={(event) => setPhotos([...(event.target.files ?? [])])}
              className="text-sm"
            />
            {errors.photos ? <p className="text-sm text-red-700">{errors.photos}</p> : null}
          </div>
        </div>
      </Dialog>
    </>
  );
}
