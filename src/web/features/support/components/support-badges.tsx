import type { SupportThreadSummary } from '../../../../shared/schemas/support';
import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/translation';
import { type Audience, PRIORITY_TONES, STATUS_TONES, statusKey } from '../status';

type Facts = Pick<SupportThreadSummary, 'status' | 'priority' | 'source'>;

/** Status and priority of a thread (and "contact form" for admins), labelled for screen readers. */
export function SupportBadges({ thread, audience }: { thread: Facts; audience: Audience }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone={STATUS_TONES[thread.status]}>
        <span className="sr-only">{`${t('support.status.label')}: `}</span>
        {t(statusKey(thread.status, audience))}
      </Badge>
      <Badge tone={PRIORITY_TONES[thread.priority]}>
        <span className="sr-only">{`${t('support.priority.label')}: `}</span>
        {t(`support.priority.${thread.priority}`)}
      </Badge>
      {audience === 'admin' && thread.source === 'contact' ? (
        <Badge tone="neutral" className="bg-white">
          {t('support.source.contact')}
        </Badge>
      ) : null}
    </div>
  );
}
