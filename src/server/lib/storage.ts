import { createHash } from 'node:crypto';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import type { Config, S3Config } from '../config';

/**
 * Where uploaded files live (DESIGN §6): the local directory DATA_DIR/uploads (served under
 * /uploads/) by default, or S3-compatible object storage when S3_BUCKET is set, so several
 * instances need no shared disk. Everything that writes or deletes uploads goes through this.
 */
export interface Storage {
  /** Saves the bytes under a key such as products/<id>/<name>.webp and answers its public URL. */
  put(key: string, bytes: Buffer): Promise<string>;
  delete(key: string): Promise<void>;
  /** Whether the key holds a file (the demo seed renders its images only once). */
  exists(key: string): Promise<boolean>;
  /** The public URL of a key (what put answers). */
  urlOf(key: string): string;
  /** The key behind a public URL this storage answered, or null for any other URL. */
  keyOf(url: string): string | null;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

/** Whether `key` is a name this storage could have given a file: nothing that climbs out of it. */
export const isStorageKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

function checkKey(key: string): string {
  // Keys are built by the server, but never let one climb out of the root.
  if (!isStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

const keyAfter = (prefix: string, url: string): string | null => {
  if (!url.startsWith(`${prefix}/`)) return null;
  const key = url.slice(prefix.length + 1).replace(/[?#].*$/, '');
  return isStorageKey(key) ? key : null;
};

/** The configured storage: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
}

export function createLocalStorage(root: string, publicPrefix = '/uploads'): Storage {
  const resolve = (key: string) => path.join(root, checkKey(key));
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
    async exists(key) {
      return access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    urlOf: (key) => `${publicPrefix}/${checkKey(key)}`,
    keyOf: (url) => keyAfter(publicPrefix, url),
  };
}

// No SVG (it is a document that can run script) and nothing else a browser would render as a
// page: anything unlisted is sent as a download-only octet stream.
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

// Keys are never reused (a new upload gets a new name), so browsers and CDNs may keep them.
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const REQUEST_TIMEOUT_MS = 30_000;

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export interface S3SignInput {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  body?: Buffer;
  credentials: Pick<S3Config, 'accessKeyId' | 'secretAccessKey' | 'region'>;
  date: Date;
}

/**
 * The headers of one S3 request signed with Signature Version 4 (aws4fetch). Every header given
 * is signed, content-type and cache-control included, so nobody on the way can change what the
 * object is served as; and the payload's SHA-256 is signed rather than aws4fetch's default
 * UNSIGNED-PAYLOAD for S3, so the store refuses a body altered in transit.
 */
export async function signS3Request(input: S3SignInput): Promise<Headers> {
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.toString(),
    headers: { ...input.headers, 'x-amz-content-sha256': sha256Hex(input.body ?? '') },
    accessKeyId: input.credentials.accessKeyId,
    secretAccessKey: input.credentials.secretAccessKey,
    region: input.credentials.region,
    service: 's3',
    datetime: input.date.toISOString().replace(/[:-]|\.\d{3}/g, ''),
    allHeaders: true,
  });
  return (await signer.sign()).headers;
}

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces …): PUT and
 * DELETE object requests signed with Signature Version 4. The browser loads files from
 * S3_PUBLIC_URL (a CDN or the bucket's public address), which must serve the bucket's keys.
 */
export function createS3Storage(
  s3: S3Config,
  options: { fetch?: typeof fetch; now?: () => Date } = {},
): Storage {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const endpoint = new URL(s3.endpoint);
  const objectUrl = (key: string) => {
    const encoded = checkKey(key).split('/').map(encodeURIComponent).join('/');
    return s3.forcePathStyle
      ? new URL(`${endpoint.origin}/${encodeURIComponent(s3.bucket)}/${encoded}`)
      : new URL(`${endpoint.protocol}//${s3.bucket}.${endpoint.host}/${encoded}`);
  };

  async function request(
    method: 'PUT' | 'DELETE' | 'HEAD',
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = objectUrl(key);
    const signed = await signS3Request({
      method,
      url,
      headers,
      body,
      credentials: s3,
      date: now(),
    });
    return send(url, {
      method,
      headers: signed,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  async function fail(what: string, key: string, response: Response): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} ${key} answered ${response.status}: ${detail}`);
  }

  return {
    async put(key, bytes) {
      const response = await request('PUT', key, bytes, {
        'content-type': contentTypeOf(key),
        'cache-control': UPLOAD_CACHE_CONTROL,
      });
      if (!response.ok) await fail('PUT', key, response);
      await response.body?.cancel();
      return `${s3.publicUrl}/${key}`;
    },
    async delete(key) {
      const response = await request('DELETE', key);
      // Deleting a missing key is not an error (S3 answers 204 anyway; some stores 404).
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
      await response.body?.cancel();
    },
    async exists(key) {
      const response = await request('HEAD', key);
      await response.body?.cancel();
      // Without s3:ListBucket permission, S3 answers 403 for a missing key.
      if (response.status === 404 || response.status === 403) return false;
      if (!response.ok) await fail('HEAD', key, response);
      return true;
    },
    urlOf: (key) => `${s3.publicUrl}/${checkKey(key)}`,
    keyOf: (url) => keyAfter(s3.publicUrl, url),
  };
}
