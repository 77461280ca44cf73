import { ButtonLink } from '../../../components/ui/button';
import { LifebuoyIcon } from '../../../components/ui/more-icons';
import { useTranslation } from '../../../lib/translation';
import { useSupportThreads } from '../api';
import { ThreadList } from './thread-list';
import { ThreadListSkeleton } from './thread-skeleton';

const RECENT = 3;

/** The profile's support tab: the latest conversations and the way to all of them. */
export function RecentSupportThreads() {
  const { t } = useTranslation();
  const query = useSupportThreads(1, RECENT);
  const threads = query.data?.items ?? [];

  let body: React.ReactNode;
  if (query.isPending) body = <ThreadListSkeleton rows={2} />;
  else if (query.isError) {
    body = (
      <p role="alert" className="text-sm text-red-700">
        {t('support.errors.load')}
      </p>
    );
  } else if (threads.length === 0) {
    body = (
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
          <LifebuoyIcon className="size-6" />
        </span>
        <p className="self-center text-slate-700">{t('profile.links.support.text')}</p>
      </div>
    );
  } else {
    body = (
      <ThreadList
        threads={threads}
        selectedId={null}
        hrefFor={(id) => `/support-messages?thread=${id}`}
        audience="customer"
        label={t('support.recent')}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-bold text-ink">{t('support.recent')}</h2>
      {body}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/support-messages" variant="secondary">
          {t('profile.links.support.action')}
        </ButtonLink>
        <ButtonLink to="/support-messages?new=1">{t('support.new')}</ButtonLink>
      </div>
    </div>
  );
}
