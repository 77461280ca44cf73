import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toastFailure } from '../../../../lib/failure-toast';
import { useTranslation } from '../../../../lib/translation';
import { invalidateCatalog, patchCachedProduct } from '../../api/keys';
import { uploadProductImages } from '../../api/upload';
import { type CheckedFiles, checkImageFiles } from '../../lib/image-check';

export interface UploadItem {
  id: number;
  name: string;
  /** 0…1 of the bytes sent. */
  progress: number;
  status: 'queued' | 'uploading' | 'failed';
  error?: string;
}

/**
 * Checks the chosen files on the client, then uploads the good ones one after the other (one
 * request per file, so each has its own progress bar). Finished files leave the list: they are in
 * the image grid by then.
 */
export function useImageUpload(productId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [rejected, setRejected] = useState<CheckedFiles['rejected']>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const counter = useRef(0);

  const update = (id: number, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const uploadOne = async (id: number, file: File) => {
    update(id, { status: 'uploading' });
    try {
      const images = await uploadProductImages(productId, [file], (progress) =>
        update(id, { progress }),
      );
      patchCachedProduct(queryClient, productId, { images });
      invalidateCatalog(queryClient);
      setItems((list) => list.filter((item) => item.id !== id));
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      update(id, { status: 'failed', error: message });
      toastFailure(t('admin.images.errors.upload', { name: file.name }), error);
    }
  };

  const add = (files: Iterable<File>) => {
    const checked = checkImageFiles(files);
    setRejected(checked.rejected);
    const batch = checked.accepted.map((file) => {
      counter.current += 1;
      return {
        file,
        item: { id: counter.current, name: file.name, progress: 0, status: 'queued' as const },
      };
    });
    // Earlier failures make room for the new batch.
    setItems((list) => [
      ...list.filter((item) => item.status !== 'failed'),
      ...batch.map(({ item }) => item),
    ]);
    for (const { file, item } of batch) {
      queue.current = queue.current.then(() => uploadOne(item.id, file));
    }
  };

  const dismissRejected = () => setRejected([]);
  return { items, rejected, add, dismissRejected };
}
