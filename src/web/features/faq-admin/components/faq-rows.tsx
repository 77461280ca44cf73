import type { AdminFaq } from '../../../../shared/schemas/faq';
import { PencilIcon, TrashIcon } from '../../../components/admin/action-icons';
import { MoveButtons } from '../../../components/admin/move-buttons';
import { RowActionButton } from '../../../components/admin/row-actions';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';

interface FaqRowsProps {
  items: AdminFaq[];
  onEdit: (faq: AdminFaq) => void;
  onDelete: (faq: AdminFaq) => void;
  onMove: (from: number, to: number) => void;
  moving: boolean;
}

/** One category's questions in their shop order, with move, edit and delete. */
export function FaqRows({ items, onEdit, onDelete, onMove, moving }: FaqRowsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {items.map((faq, index) => {
        const question = pickLocalized(lang, faq.questionEn, faq.questionAr);
        const other = lang === 'ar' ? faq.questionEn : faq.questionAr;
        return (
          <li
            key={faq.id}
            className={cn(
              // Phones: the question on its own line, the buttons under it; wider: one row.
              'flex flex-wrap items-center gap-x-2 gap-y-1 px-2 py-2.5 sm:flex-nowrap sm:items-start sm:px-3',
              !faq.isActive && 'bg-slate-50',
            )}
          >
            <span className="order-2 sm:order-none">
              <MoveButtons
                index={index}
                count={items.length}
                onMove={onMove}
                disabled={moving}
                earlierLabel={t('admin.faqs.moveUp', { question })}
                laterLabel={t('admin.faqs.moveDown', { question })}
              />
            </span>
            <div className="order-1 flex min-w-0 basis-full flex-col gap-0.5 px-1 sm:order-none sm:basis-auto sm:flex-1 sm:px-0 sm:pt-1.5">
              <span className={cn('font-semibold', faq.isActive ? 'text-ink' : 'text-slate-500')}>
                {question}
              </span>
              {/* Its own word order, but aligned with the page (not flipped to the other side). */}
              <span
                lang={lang === 'ar' ? 'en' : 'ar'}
                className="text-sm text-slate-600 [unicode-bidi:plaintext]"
              >
                {other}
              </span>
            </div>
            {faq.isActive ? null : (
              <Badge tone="neutral" className="order-3 shrink-0 sm:order-none sm:mt-1.5">
                {t('admin.faqs.hidden')}
              </Badge>
            )}
            <span className="order-4 ms-auto flex shrink-0 items-center sm:order-none sm:ms-0">
              <RowActionButton
                label={t('admin.faqs.edit', { question })}
                tone="brand"
                icon={<PencilIcon className="size-4" />}
                onClick={() => onEdit(faq)}
              />
              <RowActionButton
                label={t('admin.faqs.delete', { question })}
                tone="danger"
                icon={<TrashIcon className="size-4" />}
                onClick={() => onDelete(faq)}
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
