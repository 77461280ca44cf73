import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod-jitless', () => {
  afterAll(() => {
    z.config({ jitless: false });
  });

  it('reaches the configuration zod reads', async () => {
    await import('./zod-jitless');
    expect(z.config().jitless).toBe(true);
    // Parsing still works on the interpreter.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
