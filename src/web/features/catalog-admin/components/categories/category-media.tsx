import { useId, useState } from 'react';
import {
  type AdminCategory,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
} from '../../../../../shared/schemas/catalog-admin';
import { TrashIcon, UploadIcon } from '../../../../components/admin/action-icons';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { toastFailure } from '../../../../lib/failure-toast';
import { formatNumber } from '../../../../lib/format';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import { type CategoryMediaSlot, useCategoryMedia } from '../../api/category-media';
import { checkImageFiles, megabytes } from '../../lib/image-check';

const URL_OF = { image: 'imageUrl', banner: 'bannerUrl' } as const;
const PREVIEW = { image: 'aspect-[4/3] max-w-60', banner: 'aspect-[4/1] w-full' } as const;

interface SlotProps {
  category: AdminCategory;
  slot: CategoryMediaSlot;
  onChange: (category: AdminCategory) => void;
}

/** One picture: its preview (or an empty frame), upload/replace and remove-after-confirmation. */
function MediaSlot({ category, slot, onChange }: SlotProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const inputId = useId();
  const media = useCategoryMedia();
  const [confirming, setConfirming] = useState(false);
  const url = category[URL_OF[slot]];
  const title = t(`admin.categories.media.${slot}`);
  const busy = media.isPending;

  const upload = async (file: File) => {
    const { rejected } = checkImageFiles([file]);
    if (rejected.length) {
      const max = formatNumber(megabytes(IMAGE_MAX_BYTES), lang);
      toast.error(t(`admin.images.rejected.${rejected[0].problem}`, { name: file.name, max }));
      return;
    }
    try {
      onChange(await media.mutateAsync({ kind: 'upload', id: category.id, slot, file }));
      toast.success(t('admin.categories.media.uploaded', { name: title }));
    } catch (error) {
      toastFailure(t('admin.categories.media.errors.upload', { name: title }), error);
    }
  };

  const remove = async () => {
    try {
      onChange(await media.mutateAsync({ kind: 'remove', id: category.id, slot }));
      toast.success(t('admin.categories.media.removed', { name: title }));
    } catch (error) {
      toastFailure(t('admin.categories.media.errors.remove', { name: title }), error);
    }
    setConfirming(false);
  };

  return (
    <div className="flex flex-col gap-2" data-testid={`category-${slot}`}>
      <p className="text-sm font-semibold text-slate-800">{title}</p>
      <p className="text-xs text-slate-600">{t(`admin.categories.media.${slot}Help`)}</p>
      <div
        className={cn(
          'relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50',
          PREVIEW[slot],
        )}
      >
        {url ? (
          <img
            src={url}
            alt={t('admin.categories.media.preview', { name: title })}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center p-2 text-center text-xs text-slate-600">
            {t('admin.categories.media.none')}
          </span>
        )}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner className="size-6" />
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses('secondary', 'sm'),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
            busy && 'pointer-events-none opacity-60',
          )}
        >
          <UploadIcon className="size-4" />
          {t(url ? 'admin.categories.media.replace' : 'admin.categories.media.upload', {
            name: title,
          })}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // the same file again still fires change
              if (file) void upload(file);
            }}
          />
        </label>
        {url ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            icon={<TrashIcon className="size-4" />}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('admin.categories.media.remove', { name: title })}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('admin.categories.media.confirmRemoveTitle', { name: title })}
        message={t('admin.categories.media.confirmRemove')}
        confirmLabel={t('admin.actions.delete')}
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/**
 * The category's picture (home page tile) and optional banner (top of the category page).
 * Each uploads at once, like product images; a new category is saved first.
 */
export function CategoryMedia({ category }: { category?: AdminCategory }) {
  const { t } = useTranslation();
  const lang = useLang();
  // The answer of each upload, so the previews follow without waiting for the list.
  const [current, setCurrent] = useState(category);
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-ink">
        {t('admin.categories.media.title')}
      </legend>
      {current ? (
        <>
          <MediaSlot category={current} slot="image" onChange={setCurrent} />
          <MediaSlot category={current} slot="banner" onChange={setCurrent} />
          <p className="text-xs text-slate-600">
            {t('admin.categories.media.rules', {
              max: formatNumber(megabytes(IMAGE_MAX_BYTES), lang),
            })}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.categories.media.saveFirst')}</p>
      )}
    </fieldset>
  );
}
