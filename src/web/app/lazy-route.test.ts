import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ChunkLoadError, classifyError } from '../lib/errors';
import { page, withChunkTimeout } from './lazy-route';

const FakePage = () => null;

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('rejects with ChunkLoadError when the chunk has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withChunkTimeout(never).catch((error) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(classifyError(error)).toBe('chunk');
  });

  it('hands a loaded page module to the router as its Component', async () => {
    await expect(page(async () => ({ default: FakePage }))()).resolves.toEqual({
      Component: FakePage,
    });
  });
});

describe('classifyError', () => {
  it('recognises the four kinds of the fallback page', () => {
    expect(classifyError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(
      'chunk',
    );
    expect(classifyError(new ApiError({ kind: 'network', status: 0, message: '' }))).toBe(
      'network',
    );
    expect(classifyError(new ApiError({ kind: 'timeout', status: 0, message: '' }))).toBe(
      'timeout',
    );
    expect(classifyError(new ApiError({ kind: 'http', status: 500, message: '' }))).toBe('unknown');
    expect(classifyError('boom')).toBe('unknown');
  });
});
