import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../../shared/schemas/catalog-admin';

export type ImageProblem = 'type' | 'size' | 'empty';

export interface CheckedFiles {
  accepted: File[];
  rejected: { file: File; problem: ImageProblem }[];
}

const EXTENSIONS: Record<string, (typeof IMAGE_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The browser's MIME type, else the one its extension implies (some systems send none). */
function typeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? '';
}

/**
 * The client-side check before an upload: JPEG, PNG or WebP of at most 5 MB. The server checks the
 * real bytes again; this only spares the admin a long upload that would be refused.
 */
export function checkImageFiles(files: Iterable<File>): CheckedFiles {
  const result: CheckedFiles = { accepted: [], rejected: [] };
  for (const file of files) {
    const type = typeOf(file);
    if (!(IMAGE_TYPES as readonly string[]).includes(type)) {
      result.rejected.push({ file, problem: 'type' });
    } else if (file.size > IMAGE_MAX_BYTES) {
      result.rejected.push({ file, problem: 'size' });
    } else if (file.size === 0) {
      result.rejected.push({ file, problem: 'empty' });
    } else result.accepted.push(file);
  }
  return result;
}

/** "1.2 MB" style sizes for messages. */
export const megabytes = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;
