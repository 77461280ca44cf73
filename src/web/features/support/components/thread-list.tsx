import { Link } from 'react-router';
import type { SupportThreadSummary } from '../../../../shared/schemas/support';
import { useDateTimeFormatter } from '../../../components/shop-time';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { shortStamp } from '../format';
import type { Audience } from '../status';
import { SupportBadges } from './support-badges';

interface ThreadListProps {
  threads: SupportThreadSummary[];
  selectedId: string | null;
  hrefFor: (id: string) => string;
  audience: Audience;
  label: string;
}

/** Who wrote the last message, as the reader would say it. */
function usePreviewAuthor(audience: Audience) {
  const { t } = useTranslation();
  return (thread: SupportThreadSummary) => {
    const role = thread.lastMessage?.authorRole;
    if (role === 'admin') return t('support.supportTeam');
    return audience === 'customer' ? t('support.you') : thread.requester.name;
  };
}

/** Threads as links that open them beside the list (or instead of it on phones). */
export function ThreadList({ threads, selectedId, hrefFor, audience, label }: ThreadListProps) {
  const lang = useLang();
  const formatTime = useDateTimeFormatter();
  const author = usePreviewAuthor(audience);
  return (
    <ul
      aria-label={label}
      className="flex flex-col divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      {threads.map((thread) => {
        const selected = thread.id === selectedId;
        return (
          <li key={thread.id}>
            <Link
              to={hrefFor(thread.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex flex-col gap-1.5 border-s-4 px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
                selected ? 'border-brand-700 bg-brand-50/60' : 'border-transparent',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <bdi className="min-w-0 break-words font-bold text-ink">{thread.subject}</bdi>
                <time
                  dateTime={thread.lastMessageAt}
                  title={formatTime(thread.lastMessageAt)}
                  className="shrink-0 text-xs text-slate-600 tabular-nums"
                >
                  {shortStamp(thread.lastMessageAt, lang)}
                </time>
              </div>
              {audience === 'admin' ? (
                <p className="flex min-w-0 flex-wrap gap-x-2 text-sm text-slate-700">
                  <span className="font-semibold">{thread.requester.name}</span>
                  <bdi dir="ltr" className="min-w-0 truncate text-slate-600">
                    {thread.requester.email}
                  </bdi>
                </p>
              ) : null}
              {thread.lastMessage ? (
                <p className="line-clamp-2 text-sm text-slate-600">
                  <span className="font-semibold text-slate-700">
                    <bdi>{author(thread)}</bdi>:{' '}
                  </span>
                  <bdi>{thread.lastMessage.preview}</bdi>
                </p>
              ) : null}
              <SupportBadges thread={thread} audience={audience} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
