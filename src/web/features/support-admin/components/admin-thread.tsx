import type { SupportStatus } from '../../../../shared/schemas/support';
import { toastFailure } from '../../../lib/failure-toast';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import {
  BackToList,
  Conversation,
  PaneCard,
  ReplyForm,
  ThreadHeader,
  ThreadNotLoaded,
} from '../../support';
import { useAdminSupportReply, useAdminSupportThread } from '../api';
import { RequesterCard } from './requester-card';
import { ThreadControls } from './thread-controls';

/** One thread for an admin: requester, status and priority, conversation and the answer box. */
export function AdminThread({ id, backTo }: { id: string; backTo: string }) {
  const { t } = useTranslation();
  const query = useAdminSupportThread(id);
  const reply = useAdminSupportReply(id);
  const back = <BackToList to={backTo} label={t('support.backToList')} />;

  if (query.isPending || query.isError) return <ThreadNotLoaded query={query} back={back} />;

  const thread = query.data;
  // Replying waits for the customer (pending) unless the admin closes it with the answer.
  const send = async (message: string, status: SupportStatus) => {
    try {
      await reply.mutateAsync({ message, status });
      toast.success(t(status === 'closed' ? 'support.admin.sentAndClosed' : 'support.sent'));
      return true;
    } catch (error) {
      toastFailure(t('support.errors.send'), error);
      return false;
    }
  };
  return (
    <PaneCard>
      {back}
      <ThreadHeader
        thread={thread}
        audience="admin"
        extra={
          <div className="mt-2 flex flex-col gap-3">
            <RequesterCard thread={thread} />
            <ThreadControls thread={thread} />
          </div>
        }
      />
      <Conversation messages={thread.messages} audience="admin" />
      <div className="border-t border-slate-200 pt-4">
        <ReplyForm<SupportStatus>
          actions={[
            { value: 'pending', label: t('support.admin.sendReply') },
            { value: 'closed', label: t('support.admin.sendAndClose'), variant: 'secondary' },
          ]}
          onSend={send}
          helperText={
            thread.requester.hasAccount
              ? t('support.admin.memberNotice')
              : t('support.admin.guestNotice', { email: thread.requester.email })
          }
        />
      </div>
    </PaneCard>
  );
}
