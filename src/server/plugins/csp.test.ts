import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { contentSecurityPolicy } from './csp';

describe('content security policy', () => {
  it('loads images from this origin only with local uploads', () => {
    expect(contentSecurityPolicy(parseConfig({})).imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("allows images from S3_PUBLIC_URL's origin when uploads live in object storage", () => {
    const config = parseConfig({
      S3_BUCKET: 'shop-media',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.shop.example/media/',
    });
    expect(contentSecurityPolicy(config).imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.shop.example',
    ]);
  });
});
