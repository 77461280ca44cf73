import { describe, expect, it } from 'vitest';
import { createFlightCache } from './flight-cache';

const always = () => true;

describe('flight cache', () => {
  it('drops the least recently used entry past its size; a read counts as a use', () => {
    const cache = createFlightCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a', always)).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b', always)).toBeUndefined();
    expect(cache.get('a', always)).toBe('A');
    expect(cache.get('c', always)).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('answers only what the caller calls fresh', () => {
    const cache = createFlightCache<{ version: number }>(10);
    cache.set('k', { version: 1 });
    expect(cache.get('k', (v) => v.version === 2)).toBeUndefined();
    expect(cache.get('k', (v) => v.version === 1)).toEqual({ version: 1 });
  });

  it('runs one computation per key at a time and keeps what `keep` accepts', async () => {
    const cache = createFlightCache<number>(10);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 42;
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.run('k', compute)));
    expect(answers).toEqual([42, 42, 42]);
    expect(calls).toBe(1);
    expect(cache.get('k', always)).toBe(42);

    await cache.run(
      '404',
      async () => 404,
      (value) => value === 200,
    );
    expect(cache.get('404', always)).toBeUndefined();
  });

  it('shares a failure with the callers waiting for it, keeps nothing, and runs again next time', async () => {
    const cache = createFlightCache<number>(10);
    const failing = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('boom');
    };
    const results = await Promise.allSettled([cache.run('k', failing), cache.run('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.run('k', async () => 1)).toBe(1);
  });

  it('lets a computation begin in one place and end in another (a request and its hooks)', async () => {
    const cache = createFlightCache<string>(10);
    const end = cache.begin('k');
    expect(end).not.toBeNull();
    expect(cache.begin('k')).toBeNull(); // already running: wait for it instead
    const waiting = cache.waitFor('k');
    end!('answer');
    expect(await waiting).toBe('answer');
    expect(cache.waitFor('k')).toBeUndefined();
    // Ending does not keep the answer: the owner sets it when it is worth keeping.
    expect(cache.get('k', always)).toBeUndefined();

    const failed = cache.begin('k');
    const next = cache.waitFor('k');
    failed!(null);
    expect(await next).toBeNull();
  });
});
