import { useState } from 'react';
import { SHOP_TIME_ZONE } from '../../../../shared/constants';
import { ORDER_NOTE_MAX, type OrderNoteVisibility } from '../../../../shared/schemas/order-notes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toastFailure } from '../../../lib/failure-toast';
import { formatDate } from '../../../lib/format';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useAddOrderNote, useAdminOrderNotes } from '../api';

const staffTime = (value: string, lang: string) =>
  formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

/**
 * The admin order page's notes (decision 046): staff notes (seen by staff only) and messages to
 * the customer (notified and mailed), each with its author and Cairo time.
 */
export function OrderNotesPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const notes = useAdminOrderNotes(orderId).data?.notes ?? [];
  const add = useAddOrderNote(orderId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  async function save(visibility: OrderNoteVisibility) {
    const text = body.trim();
    if (!text) {
      setError(t('orderNotes.required'));
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync({ visibility, body: text });
      setBody('');
      toast.success(
        t(visibility === 'customer' ? 'orderNotes.sentToCustomer' : 'orderNotes.saved'),
      );
    } catch (failure) {
      toastFailure(t('orderNotes.failed'), failure);
    }
  }

  return (
    <Section title={t('orderNotes.title')}>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('orderNotes.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {notes.map((note) => (
            <li
              key={note.id}
              className={
                note.visibility === 'customer'
                  ? 'rounded-lg bg-brand-50 p-3'
                  : 'rounded-lg bg-amber-50 p-3'
              }
            >
              <div className="mb-1 flex flex-wrap items-center gap-2">
                <Badge tone={note.visibility === 'customer' ? 'success' : 'warning'}>
                  {t(`orderNotes.visibility.${note.visibility}`)}
                </Badge>
                <span className="text-xs text-slate-700">
                  {t('orderNotes.byline', {
                    name: note.author?.name ?? t('orderNotes.formerStaff'),
                    date: staffTime(note.createdAt, lang),
                  })}
                </span>
              </div>
              <p dir="auto" className="whitespace-pre-line text-start text-sm text-ink">
                {note.body}
              </p>
            </li>
          ))}
        </ul>
      )}
      <TextAreaField
        label={t('orderNotes.newNote')}
        helperText={t('orderNotes.help')}
        rows={3}
        maxLength={ORDER_NOTE_MAX}
        value={body}
        error={error}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          loading={add.isPending && add.variables?.visibility === 'staff'}
          disabled={add.isPending}
          onClick={() => void save('staff')}
        >
          {t('orderNotes.addStaff')}
        </Button>
        <Button
          size="sm"
          loading={add.isPending && add.variables?.visibility === 'customer'}
          disabled={add.isPending}
          onClick={() => void save('customer')}
        >
          {t('orderNotes.sendCustomer')}
        </Button>
      </div>
    </Section>
  );
}
