import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';
import { ChunkLoadError } from './errors';

/** Rejects with ChunkLoadError when a chunk has not arrived within 120 s (SPEC §7). */
export function withChunkTimeout<T>(
  load: Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
