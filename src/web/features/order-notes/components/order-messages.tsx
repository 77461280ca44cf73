import { SHOP_TIME_ZONE } from '../../../../shared/constants';
import { Section } from '../../../components/ui/section';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useOrderMessages } from '../api';

/** The shop's messages about the customer's order (customer notes only, decision 046). */
export function OrderMessages({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const messages = useOrderMessages(orderId).data?.messages ?? [];
  if (messages.length === 0) return null;
  return (
    <Section title={t('orderNotes.messagesTitle')}>
      <ul className="flex flex-col gap-3">
        {messages.map((message) => (
          <li key={message.id} className="rounded-lg bg-brand-50 p-3">
            <p dir="auto" className="whitespace-pre-line text-start text-ink">
              {message.body}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              <time dateTime={message.createdAt}>
                {formatDate(message.createdAt, lang, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: SHOP_TIME_ZONE,
                })}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
