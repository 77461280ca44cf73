import sharp from 'sharp';
import type { Storage } from '../../lib/storage';

/**
 * Writes generated demo media once through the app's storage (DATA_DIR/uploads or the S3 bucket);
 * later seeds reuse the files.
 */
export function createMediaWriter(storage: Storage) {
  async function ensure(key: string, render: () => Promise<Buffer>): Promise<string> {
    if (await storage.exists(key)) return storage.urlOf(key);
    return storage.put(key, await render());
  }

  return {
    ensure,

    /**
     * `<name>.webp` and its smaller copy `<name>-<width>.webp`, as an upload makes them
     * (lib/images.ts: a tile's, a news cover's); rendered once when either file is missing.
     */
    async ensureWithCopy(
      name: string,
      copy: { width: number; height: number },
      render: () => Promise<Buffer>,
    ): Promise<{ url: string; copyUrl: string }> {
      let rendered: Promise<Buffer> | undefined;
      const once = () => {
        rendered ??= render();
        return rendered;
      };
      const url = await ensure(`${name}.webp`, once);
      const copyUrl = await ensure(`${name}-${copy.width}.webp`, async () =>
        sharp(await once())
          .resize(copy.width, copy.height)
          .webp({ quality: 78 })
          .toBuffer(),
      );
      return { url, copyUrl };
    },
  };
}
