import type { SupportMessage } from '../../../../shared/schemas/support';
import { useDateTimeFormatter } from '../../../components/shop-time';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import type { Audience } from '../status';

/** The reader's own side of the conversation sits at the end (right in English, left in Arabic). */
const isOwn = (message: SupportMessage, audience: Audience) =>
  audience === 'admin' ? message.authorRole === 'admin' : message.authorRole !== 'admin';

function useAuthor(audience: Audience) {
  const { t } = useTranslation();
  return (message: SupportMessage) => {
    if (message.authorRole !== 'admin') {
      return audience === 'customer' ? t('support.you') : (message.authorName ?? '');
    }
    if (!message.authorName) return t('support.supportTeam');
    return audience === 'customer'
      ? t('support.agent', { name: message.authorName })
      : message.authorName;
  };
}

/** Every message of a thread, oldest first, with its author and time. */
export function Conversation({
  messages,
  audience,
}: {
  messages: SupportMessage[];
  audience: Audience;
}) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormatter();
  const author = useAuthor(audience);
  return (
    <ol aria-label={t('support.conversation')} className="flex flex-col gap-4">
      {messages.map((message) => {
        const own = isOwn(message, audience);
        return (
          <li
            key={message.id}
            className={cn(
              'flex max-w-[92%] flex-col gap-1 sm:max-w-[80%]',
              own ? 'items-end self-end' : 'items-start self-start',
            )}
          >
            <p className="flex flex-wrap items-baseline gap-x-2 px-1 text-xs text-slate-600">
              <span className="font-bold text-slate-800">{author(message)}</span>
              <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
            </p>
            <div
              dir="auto"
              className={cn(
                'whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-start leading-relaxed',
                own
                  ? 'rounded-se-sm bg-brand-800 text-white'
                  : 'rounded-ss-sm bg-white text-ink ring-1 ring-slate-200',
              )}
            >
              {message.body}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
