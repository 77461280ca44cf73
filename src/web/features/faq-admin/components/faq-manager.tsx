import { type ReactNode, useState } from 'react';
import { FAQ_CATEGORIES, type FaqCategory } from '../../../../shared/constants';
import type { AdminFaq, FaqPayload } from '../../../../shared/schemas/faq';
import { PlusIcon } from '../../../components/admin/action-icons';
import { ListSkeleton } from '../../../components/admin/list-skeleton';
import { LoadFailed } from '../../../components/admin/load-failed';
import { SectionCard } from '../../../components/admin/section-card';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { HelpIcon } from '../../../components/ui/more-icons';
import { saveWithToasts, toastFailure } from '../../../lib/failure-toast';
import { formatNumber } from '../../../lib/format';
import { moveItem } from '../../../lib/reorder';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { useAdminFaqs, useDeleteFaq, useReorderFaqs, useSaveFaq } from '../api';
import { FaqForm } from './faq-form';
import { FaqRows } from './faq-rows';

type Editing = { faq?: AdminFaq; category?: FaqCategory };

/** /admin/faqs: the four SPEC categories, each with its questions in shop order. */
export function FaqManager() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useAdminFaqs();
  const saver = useSaveFaq();
  const deleter = useDeleteFaq();
  const reorder = useReorderFaqs();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<AdminFaq | null>(null);
  const loadFailed = t('admin.faqs.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);

  const save = async (input: FaqPayload) => {
    const id = editing?.faq?.id;
    await saveWithToasts(() => saver.mutateAsync({ id, input }), {
      saved: t(id ? 'admin.faqs.saved' : 'admin.faqs.created'),
      failed: t('admin.faqs.errors.save'),
    });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleter.mutateAsync(toDelete.id);
      toast.success(t('admin.faqs.deleted'));
    } catch (error) {
      toastFailure(t('admin.faqs.errors.delete'), error);
    }
    setToDelete(null);
  };

  const move = async (items: AdminFaq[], from: number, to: number) => {
    const ids = moveItem(items, from, to).map((faq) => faq.id);
    try {
      await reorder.mutateAsync({ category: items[0].category, ids });
    } catch (error) {
      toastFailure(t('admin.faqs.errors.reorder'), error);
      void query.refetch();
    }
  };

  let content: ReactNode;
  if (query.isPending) content = <ListSkeleton rows={6} />;
  else if (query.isError) {
    content = (
      <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else {
    content = FAQ_CATEGORIES.map((category) => {
      const items = query.data.filter((faq) => faq.category === category);
      return (
        <SectionCard
          key={category}
          id={`faqs-${category}`}
          title={t(`faq.categories.${category}`)}
          description={t('admin.faqs.count', {
            count: items.length,
            formatted: formatNumber(items.length, lang),
          })}
          actions={
            <Button
              variant="secondary"
              size="sm"
              icon={<PlusIcon className="size-4" />}
              onClick={() => setEditing({ category })}
            >
              {t('admin.faqs.addHere')}
            </Button>
          }
        >
          {items.length > 0 ? (
            <FaqRows
              items={items}
              moving={reorder.isPending}
              onMove={(from, to) => move(items, from, to)}
              onEdit={(faq) => setEditing({ faq })}
              onDelete={setToDelete}
            />
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <HelpIcon className="size-5 text-slate-400" />
              {t('admin.faqs.emptyCategory')}
            </p>
          )}
        </SectionCard>
      );
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('admin.pages.faqs.title')}
        description={t('admin.faqs.intro')}
        actions={
          <Button size="sm" icon={<PlusIcon className="size-4" />} onClick={() => setEditing({})}>
            {t('admin.faqs.add')}
          </Button>
        }
      />
      {content}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.faq ? 'admin.faqs.editTitle' : 'admin.faqs.addTitle')}
      >
        <FaqForm
          faq={editing?.faq}
          category={editing?.category}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        destructive
        title={t('admin.faqs.confirmDeleteTitle')}
        message={t('admin.faqs.confirmDelete', {
          question: toDelete ? pickLocalized(lang, toDelete.questionEn, toDelete.questionAr) : '',
        })}
        confirmLabel={t('admin.actions.delete')}
        loading={deleter.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
