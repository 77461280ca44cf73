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
