import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (DESIGN §6). Local directory by default, served under /uploads/;
 * an object store would implement the same three calls.
 */
export interface Storage {
  /** Saves the bytes under a key such as products/<id>/<name>.webp and answers its public URL. */
  put(key: string, bytes: Buffer): Promise<string>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export function createLocalStorage(root: string, publicPrefix = '/uploads'): Storage {
  const resolve = (key: string) => {
    // Keys are built by the server, but never let one climb out of the root.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `${publicPrefix}/${key}`;
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
