import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';
import { pickLanguage } from './lib/i18n';

describe('config', () => {
  it('has working defaults for development', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      appUrl: 'http://127.0.0.1:3000',
    });
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SEED_DEMO'])
      expect(text).toContain(name);
  });

  it('requires a session secret and app URL in production, and turns demo data off', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*APP_URL/);
    const config = parseConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      APP_URL: 'https://shop.example/',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.appUrl).toBe('https://shop.example');
  });

  it('trusts forwarded headers only from private networks in production, unless told', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      APP_URL: 'https://s.eg',
    };
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig(production).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(parseConfig({ ...production, TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toBe(
      '10.0.0.5, 10.0.1.0/24',
    );
    const oneHop = parseConfig({ ...production, TRUST_PROXY: '1' }).trustProxy as (
      address: string,
      hop: number,
    ) => boolean;
    expect([oneHop('198.51.100.1', 0), oneHop('198.51.100.2', 1)]).toEqual([true, false]);
    expect(parseConfig({ ...production, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => parseConfig({ TRUST_PROXY: 'yes please!' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a Redis URL for shared rate limits', () => {
    expect(parseConfig({}).redisUrl).toBeUndefined();
    expect(parseConfig({ REDIS_URL: 'rediss://:pw@cache.example:6380/0' }).redisUrl).toBe(
      'rediss://:pw@cache.example:6380/0',
    );
    expect(() => parseConfig({ REDIS_URL: 'http://cache.example' })).toThrow(/REDIS_URL/);
  });

  it('keeps uploads local unless S3_BUCKET is set', () => {
    expect(parseConfig({}).s3).toBeUndefined();
    expect(() => parseConfig({ S3_ENDPOINT: 'https://minio.example' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT is set/,
    );
  });

  it('reads the S3 variables, with AWS and path-style defaults', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(parseConfig({ S3_BUCKET: 'shop-media', ...keys }).s3).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'shop-media',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      publicUrl: 'https://s3.us-east-1.amazonaws.com/shop-media',
      forcePathStyle: true,
    });
    const minio = parseConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'eu-central-1',
      S3_PUBLIC_URL: 'https://cdn.shop.example/',
      ...keys,
    }).s3;
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      publicUrl: 'https://cdn.shop.example',
    });
    expect(
      parseConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://fra1.digitaloceanspaces.com',
        S3_FORCE_PATH_STYLE: 'false',
        ...keys,
      }).s3?.publicUrl,
    ).toBe('https://media.fra1.digitaloceanspaces.com');
  });

  it('names what is missing or wrong in the S3 settings', () => {
    expect(() => parseConfig({ S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => parseConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() =>
      parseConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://minio.example/media',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }),
    ).toThrow(/S3_ENDPOINT: must be the service URL only/);
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['ar-EG', 'ar'],
    ['fr-FR,en;q=0.5,ar;q=0.8', 'ar'],
    ['fr-FR', 'ar'],
    ['en;q=0, ar;q=0.1', 'ar'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
