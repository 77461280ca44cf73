import type { SupportThread } from '../../../../shared/schemas/support';
import { Badge } from '../../../components/ui/badge';
import { UserIcon } from '../../../components/ui/icons';
import { MailIcon, PhoneIcon } from '../../../components/ui/more-icons';
import { useTranslation } from '../../../lib/translation';

/** Who asked: name, e-mail and phone as links, and whether they have an account. */
export function RequesterCard({ thread }: { thread: SupportThread }) {
  const { t } = useTranslation();
  const { requester } = thread;
  const row = 'flex min-w-0 items-center gap-2 text-sm';
  return (
    <section
      aria-label={t('support.admin.requester')}
      className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <UserIcon className="size-4 shrink-0 text-slate-500" />
        <span className="font-bold text-ink">{requester.name}</span>
        <Badge tone={requester.hasAccount ? 'success' : 'neutral'}>
          {requester.hasAccount ? t('support.admin.account') : t('support.admin.guest')}
        </Badge>
      </div>
      <a href={`mailto:${requester.email}`} className={`${row} text-brand-800 hover:underline`}>
        <MailIcon className="size-4 shrink-0" />
        <bdi dir="ltr" className="truncate">
          {requester.email}
        </bdi>
      </a>
      {requester.phone ? (
        <a href={`tel:${requester.phone}`} className={`${row} text-brand-800 hover:underline`}>
          <PhoneIcon className="size-4 shrink-0" />
          <bdi dir="ltr">{requester.phone}</bdi>
        </a>
      ) : null}
    </section>
  );
}
