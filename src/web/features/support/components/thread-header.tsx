import type { ReactNode } from 'react';
import type { SupportThread } from '../../../../shared/schemas/support';
import { useDateTimeFormatter } from '../../../components/shop-time';
import { BackLink } from '../../../components/ui/back-link';
import { useTranslation } from '../../../lib/translation';
import type { Audience } from '../status';
import { SupportBadges } from './support-badges';

/** Phones only: back from the open conversation to the list (desktop shows both). */
export function BackToList({ to, label }: { to: string; label: string }) {
  return <BackLink to={to} label={label} className="lg:hidden" />;
}

/** Subject, badges and when the thread began; `extra` holds the admin's controls. */
export function ThreadHeader({
  thread,
  audience,
  extra,
}: {
  thread: SupportThread;
  audience: Audience;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormatter();
  return (
    <header className="flex flex-col gap-2 border-b border-slate-200 pb-4">
      {/* bdi: an English subject on an Arabic page keeps the page's alignment, and vice versa. */}
      <h2 className="break-words text-xl font-extrabold text-ink">
        <bdi>{thread.subject}</bdi>
      </h2>
      <SupportBadges thread={thread} audience={audience} />
      <p className="text-sm text-slate-600">
        {t('support.startedOn', { date: formatTime(thread.createdAt) })}
      </p>
      {extra}
    </header>
  );
}
