import { useEffect, useId, useMemo } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../../../shared/schemas/catalog-admin';
import { UploadIcon } from '../../../../components/admin/action-icons';
import { Button } from '../../../../components/ui/button';
import { NewsIcon } from '../../../../components/ui/icons';
import { Spinner } from '../../../../components/ui/spinner';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';

export type CoverProblem = 'type' | 'size';

/** The browser's check before uploading; the server checks the real bytes again. */
export function checkCover(file: File): CoverProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0 || file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

interface CoverFieldProps {
  /** The saved cover, or null. */
  url: string | null;
  /** A file chosen before the post was first saved: shown now, uploaded right after saving. */
  pending: File | null;
  busy: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** The post's cover: what readers will see, with choose / replace / remove. */
export function CoverField({ url, pending, busy, onPick, onRemove }: CoverFieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const inputId = useId();
  const pendingUrl = useMemo(() => (pending ? URL.createObjectURL(pending) : null), [pending]);
  useEffect(() => () => (pendingUrl ? URL.revokeObjectURL(pendingUrl) : undefined), [pendingUrl]);
  const shown = pendingUrl ?? url;

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-lg border border-slate-200 bg-brand-50">
        {shown ? (
          <img
            src={shown}
            alt={t('admin.blogEditor.coverAlt')}
            className="aspect-[40/21] w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[40/21] w-full flex-col items-center justify-center gap-2 text-brand-800">
            <NewsIcon className="size-10" />
            <span className="text-sm font-semibold">{t('admin.blogEditor.noCover')}</span>
          </div>
        )}
        {busy ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70 text-brand-800">
            <Spinner className="size-8" />
          </div>
        ) : null}
      </div>
      {pending ? (
        <p className="text-sm text-slate-600" role="status">
          {t('admin.blogEditor.coverPending')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
        >
          <UploadIcon className="size-4" />
          {shown ? t('admin.blogEditor.replaceCover') : t('admin.blogEditor.chooseCover')}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // choosing the same file again still counts
              if (file) onPick(file);
            }}
          />
        </label>
        {shown ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            onClick={onRemove}
            disabled={busy}
          >
            {t('admin.blogEditor.removeCover')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">
        {t('admin.blogEditor.coverHelp', { mb: formatNumber(IMAGE_MAX_BYTES / 1024 / 1024, lang) })}
      </p>
    </div>
  );
}
