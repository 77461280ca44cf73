import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStoreProfile } from '../../db/seed/data';
import { createTestApp, type TestApp } from '../../test/harness';
import { SETTING_KEYS } from '../settings/service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.app.close();
});

describe('GET /api/site', () => {
  it('answers 503 while no store profile exists', async () => {
    const res = await t.app.inject({ url: '/api/site', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().success).toBe(false);
  });

  it('serves the profile with the structured opening hours for "open now"', async () => {
    await t.app.ctx.services.settings.write(SETTING_KEYS.storeProfile, seedStoreProfile);
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    const { store } = res.json();
    expect(store.openingHours).toContainEqual({ day: 'sat', open: '10:00', close: '14:00' });
    expect(store.mapLocation).toEqual(seedStoreProfile.mapLocation);
    // The contact page embeds the office map from OpenStreetMap, and nothing else new.
    const frameSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc?.trim().split(/\s+/)).toEqual([
      'frame-src',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://www.openstreetmap.org',
    ]);
  });

  it('still serves a profile stored before opening hours existed', async () => {
    const { openingHours: _, ...older } = seedStoreProfile;
    await t.app.ctx.services.settings.write(SETTING_KEYS.storeProfile, older);
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json().store.openingHours).toBeUndefined();
    expect(res.json().store.businessHours).toHaveLength(3);
  });
});
