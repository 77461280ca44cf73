import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { S3Config } from '../config';
import {
  contentTypeOf,
  createLocalStorage,
  createS3Storage,
  createStorage,
  signS3Request,
} from './storage';

describe('local storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('puts, finds, maps URLs to keys and deletes', async () => {
    const storage = createLocalStorage(root);
    const url = await storage.put('products/p1/a.webp', Buffer.from('img'));
    expect(url).toBe('/uploads/products/p1/a.webp');
    expect(await readFile(path.join(root, 'products/p1/a.webp'), 'utf8')).toBe('img');
    expect(await storage.exists('products/p1/a.webp')).toBe(true);
    expect(storage.urlOf('products/p1/a.webp')).toBe(url);
    expect(storage.keyOf(url)).toBe('products/p1/a.webp');
    expect(storage.keyOf('https://elsewhere.example/products/p1/a.webp')).toBeNull();
    expect(storage.keyOf('/uploads/../secret.txt')).toBeNull();
    await storage.delete('products/p1/a.webp');
    expect(await storage.exists('products/p1/a.webp')).toBe(false);
    await storage.delete('products/p1/a.webp'); // deleting twice is fine
  });

  it('refuses keys that could leave the root', async () => {
    const storage = createLocalStorage(root);
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.put('a/../../b.webp', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });
});

// ---------------------------------------------------------------------------------------------
// A small fake S3 on 127.0.0.1 that checks every request's Signature Version 4 the way S3 does,
// recomputed here from the known secret (independently of the signing library, aws4fetch).

const ACCESS_KEY = 'AKIDTESTEXAMPLE';
const SECRET = 'test/secret+key/EXAMPLEKEY';
const REGION = 'eu-central-1';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  problem: string | null;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** What is wrong with the request's signature, or null when S3 would accept it. */
function checkSignature(
  method: string,
  rawPath: string,
  headers: IncomingMessage['headers'],
  body: Buffer,
) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s?SignedHeaders=([a-z0-9;-]+),\s?Signature=([0-9a-f]{64})$/.exec(
      String(headers.authorization ?? ''),
    );
  if (!match) return 'malformed Authorization header';
  const [, accessKey, day, region, signedHeaders, signature] = match;
  if (accessKey !== ACCESS_KEY) return 'unknown access key';
  if (region !== REGION) return 'wrong region';
  const amzDate = String(headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day)) return 'x-amz-date does not match the credential day';
  if (
    Math.abs(
      Date.parse(
        amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
      ) - Date.now(),
    ) >
    15 * 60_000
  )
    return 'request time too skewed';
  if (headers['x-amz-content-sha256'] !== sha256(body)) return 'payload hash mismatch';
  const names = signedHeaders.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date'])
    if (!names.includes(required)) return `${required} not signed`;
  const canonical = [
    method,
    rawPath,
    '',
    ...names.map((name) => `${name}:${String(headers[name] ?? '').trim()}`),
    '',
    signedHeaders,
    String(headers['x-amz-content-sha256']),
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

function startFakeS3() {
  const requests: Recorded[] = [];
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const rawPath = (req.url ?? '/').split('?')[0];
      const problem = checkSignature(req.method ?? '', rawPath, req.headers, body);
      requests.push({
        method: req.method ?? '',
        path: rawPath,
        headers: req.headers,
        body,
        problem,
      });
      if (problem) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(`<Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const object = objects.get(rawPath);
      if (req.method === 'PUT') {
        objects.set(rawPath, { body, contentType: String(req.headers['content-type']) });
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(rawPath);
        res.writeHead(204).end();
      } else if (req.method === 'HEAD') {
        res.writeHead(object ? 200 : 404).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, requests, objects };
}

// AWS's published example "GET Object" for header-based SigV4 authentication
// (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): the expected values
// are the documentation's, not computed by any code here. It pins the signing options storage
// gives the library: every header signed, the payload's hash signed, path and host as sent.
describe('S3 request signing', () => {
  it("reproduces AWS's documented GET Object example", async () => {
    const headers = await signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.get('x-amz-date')).toBe('20130524T000000Z');
    expect(headers.get('x-amz-content-sha256')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    // The library separates the parts with ", ", the documentation with ","; S3 takes both.
    expect(headers.get('authorization')?.replace(/, /g, ',')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 storage against a fake S3', () => {
  const fake = startFakeS3();
  let endpoint: string;
  const s3 = (overrides: Partial<S3Config> = {}): S3Config => ({
    endpoint,
    region: REGION,
    bucket: 'shop-media',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    publicUrl: 'https://cdn.shop.example',
    forcePathStyle: true,
    ...overrides,
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('PUTs a signed object with its type and long-lived caching, and answers the public URL', async () => {
    const storage = createS3Storage(s3());
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    const url = await storage.put('products/p-1/abc-400.webp', bytes);
    expect(url).toBe('https://cdn.shop.example/products/p-1/abc-400.webp');
    expect(storage.keyOf(url)).toBe('products/p-1/abc-400.webp');

    const [put] = fake.requests;
    expect(put.problem).toBeNull();
    expect(put.method).toBe('PUT');
    expect(put.path).toBe('/shop-media/products/p-1/abc-400.webp');
    expect(put.body.equals(bytes)).toBe(true);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers['x-amz-content-sha256']).toBe(sha256(bytes));
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTESTEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, ?SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, ?Signature=[0-9a-f]{64}$/,
    );
    expect(fake.objects.get('/shop-media/products/p-1/abc-400.webp')?.body.equals(bytes)).toBe(
      true,
    );
  });

  it('finds and DELETEs objects with signed requests', async () => {
    const storage = createS3Storage(s3());
    await storage.put('blog/post-1/cover.webp', Buffer.from('cover'));
    expect(await storage.exists('blog/post-1/cover.webp')).toBe(true);
    await storage.delete('blog/post-1/cover.webp');
    expect(await storage.exists('blog/post-1/cover.webp')).toBe(false);
    await storage.delete('blog/post-1/cover.webp'); // already gone: fine
    expect(fake.requests.map((r) => [r.method, r.problem])).toEqual([
      ['PUT', null],
      ['HEAD', null],
      ['DELETE', null],
      ['HEAD', null],
      ['DELETE', null],
    ]);
    expect(fake.requests[2].headers['x-amz-content-sha256']).toBe(sha256(''));
  });

  it('fails loudly when the store refuses (wrong secret)', async () => {
    const storage = createS3Storage(s3({ secretAccessKey: 'not-the-secret' }));
    await expect(storage.put('products/x/y.webp', Buffer.from('x'))).rejects.toThrow(
      /S3 PUT products\/x\/y.webp answered 403: .*SignatureDoesNotMatch/,
    );
  });

  it('addresses the bucket as a subdomain when path style is off', async () => {
    const seen: string[] = [];
    const storage = createS3Storage(
      s3({ endpoint: 'https://s3.eu-central-1.amazonaws.com', forcePathStyle: false }),
      {
        fetch: async (input) => {
          seen.push(String(input));
          return new Response(null, { status: 200 });
        },
      },
    );
    await storage.put('products/a/b.webp', Buffer.from('x'));
    expect(seen).toEqual(['https://shop-media.s3.eu-central-1.amazonaws.com/products/a/b.webp']);
  });

  it('is what createStorage picks when S3 is configured', async () => {
    const storage = createStorage({ dataDir: '/nonexistent', s3: s3() });
    expect(await storage.put('categories/c.webp', Buffer.from('c'))).toBe(
      'https://cdn.shop.example/categories/c.webp',
    );
    expect(fake.requests[0].problem).toBeNull();
    expect(contentTypeOf('a/b.png')).toBe('image/png');
  });
});
