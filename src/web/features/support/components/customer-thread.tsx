import { toastFailure } from '../../../lib/failure-toast';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useReplySupportThread, useSupportThread } from '../api';
import { Conversation } from './conversation';
import { PaneCard } from './inbox-layout';
import { ReplyForm } from './reply-form';
import { BackToList, ThreadHeader } from './thread-header';
import { ThreadNotLoaded } from './thread-not-loaded';

/** One of the customer's conversations, with the answer box under it. */
export function CustomerThread({ id, backTo }: { id: string; backTo: string }) {
  const { t } = useTranslation();
  const query = useSupportThread(id);
  const reply = useReplySupportThread(id);
  const back = <BackToList to={backTo} label={t('support.backToList')} />;

  if (query.isPending || query.isError) {
    return <ThreadNotLoaded query={query} back={back} notFoundText={t('support.notFound.text')} />;
  }

  const thread = query.data;
  const send = async (message: string) => {
    try {
      await reply.mutateAsync(message);
      toast.success(t('support.sent'));
      return true;
    } catch (error) {
      toastFailure(t('support.errors.send'), error);
      return false;
    }
  };
  return (
    <PaneCard>
      {back}
      <ThreadHeader thread={thread} audience="customer" />
      <Conversation messages={thread.messages} audience="customer" />
      <div className="border-t border-slate-200 pt-4">
        <ReplyForm
          actions={[{ value: 'send', label: t('support.send') }]}
          onSend={send}
          helperText={thread.status === 'closed' ? t('support.closedNote') : undefined}
        />
      </div>
    </PaneCard>
  );
}
