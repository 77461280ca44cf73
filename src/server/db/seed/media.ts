import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes generated demo media under DATA_DIR/uploads once; later seeds reuse the files. */
export function createMediaWriter(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  return {
    /** The file behind a URL made by ensure(). */
    fileOf(url: string): string {
      return path.join(root, url.replace(/^\/uploads\//, ''));
    },
    async ensure(relativePath: string, render: () => Promise<Buffer>): Promise<string> {
      const file = path.join(root, relativePath);
      try {
        await access(file);
      } catch {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, await render());
      }
      return `/uploads/${relativePath}`;
    },
  };
}
