import type { Storage } from '../../lib/storage';

/**
 * Writes generated demo media once through the app's storage (DATA_DIR/uploads or the S3 bucket);
 * later seeds reuse the files.
 */
export function createMediaWriter(storage: Storage) {
  return {
    async ensure(key: string, render: () => Promise<Buffer>): Promise<string> {
      if (await storage.exists(key)) return storage.urlOf(key);
      return storage.put(key, await render());
    },
  };
}
