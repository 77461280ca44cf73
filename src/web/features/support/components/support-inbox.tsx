import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LifebuoyIcon } from '../../../components/ui/more-icons';
import { Pagination } from '../../../components/ui/pagination';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useSupportThreads } from '../api';
import { CustomerThread } from './customer-thread';
import { InboxLayout, PaneCard } from './inbox-layout';
import { NewThreadForm } from './new-thread-form';
import { ThreadList } from './thread-list';
import { ThreadListSkeleton } from './thread-skeleton';

/** ?thread=<id> opens a conversation (notification links use it), ?new=1 the form, ?page=n. */
export function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const threadId = params.get('thread');
  const composing = params.get('new') === '1';
  const href = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  return { page, threadId, composing, href, setParams };
}

/** The customer's support page: their conversations, the open one, and the new-message form. */
export function SupportInbox() {
  const { t } = useTranslation();
  const { page, threadId, composing, href, setParams } = useInboxParams();
  const list = useSupportThreads(page);
  const data = list.data;
  const listHref = href({ thread: null, new: null });
  const compose = () => setParams((p) => withOnly(p, { new: '1' }));

  if (list.isError && !data) {
    return (
      <LoadError
        title={t('pages.supportMessages.title')}
        message={t('support.errors.load')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const none = data && data.total === 0;
  if (none && !composing && !threadId) {
    return (
      <EmptyState
        icon={<LifebuoyIcon className="size-7" />}
        title={t('support.empty.title')}
        description={t('support.empty.text')}
        action={<Button onClick={compose}>{t('support.new')}</Button>}
      />
    );
  }

  let pane: ReactNode;
  if (composing) {
    pane = (
      <PaneCard>
        <NewThreadForm
          onCancel={() => setParams((p) => withOnly(p, {}))}
          onCreated={(thread) => {
            toast.success(t('support.created'));
            setParams((p) => withOnly(p, { thread: thread.id }));
          }}
        />
      </PaneCard>
    );
  } else if (threadId) {
    pane = <CustomerThread key={threadId} id={threadId} backTo={listHref} />;
  } else {
    pane = (
      <PaneCard className="items-center py-16 text-center text-slate-600">
        <LifebuoyIcon className="size-10 text-brand-700" />
        <p>{t('support.pickOne')}</p>
      </PaneCard>
    );
  }

  const listContent =
    list.isPending || !data ? (
      <ThreadListSkeleton />
    ) : (
      <>
        <ThreadList
          threads={data.items}
          selectedId={threadId}
          hrefFor={(id) => href({ thread: id, new: null })}
          audience="customer"
          label={t('pages.supportMessages.title')}
        />
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={(next) =>
            setParams((p) => {
              const params = new URLSearchParams(p);
              params.set('page', String(next));
              return params;
            })
          }
        />
      </>
    );
  return <InboxLayout list={listContent} pane={pane} paneKey={composing ? 'new' : threadId} />;
}

/** Keeps the page, replaces what the pane shows. */
function withOnly(current: URLSearchParams, patch: Record<string, string>) {
  const next = new URLSearchParams();
  const page = patch.page ?? current.get('page');
  if (page && page !== '1') next.set('page', page);
  for (const [key, value] of Object.entries(patch)) if (key !== 'page') next.set(key, value);
  return next;
}
