import { type DragEvent, useId, useState } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../../../shared/schemas/catalog-admin';
import { UploadIcon } from '../../../../components/admin/action-icons';
import { buttonClasses } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import { megabytes } from '../../lib/image-check';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Drop files here, or pick them with the (keyboard-reachable) file input. */
export function ImageDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const inputId = useId();
  const [active, setActive] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setActive(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse-only shortcut; the file input inside is the keyboard path
    <div
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setActive(true);
      }}
      onDragLeave={() => setActive(false)}
      onDrop={onDrop}
      data-testid="image-drop-zone"
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        active ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <UploadIcon className="size-8 text-brand-800" />
      <p className="font-semibold text-slate-800">{t('admin.images.dropHere')}</p>
      <label
        htmlFor={inputId}
        className={cn(
          buttonClasses('secondary', 'sm'),
          'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
        )}
      >
        {t('admin.images.choose')}
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = ''; // choosing the same file again still fires change
            if (files.length) onFiles(files);
          }}
        />
      </label>
      <p className="text-sm text-slate-600">
        {t('admin.images.rules', { max: formatNumber(megabytes(IMAGE_MAX_BYTES), lang) })}
      </p>
    </div>
  );
}
