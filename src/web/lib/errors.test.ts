import { describe, expect, it } from 'vitest';
import { ApiError, retryUnlessNotFound } from './errors';

const http = (status: number) => new ApiError({ kind: 'http', status, message: 'x' });

describe('retryUnlessNotFound (the queries’ retry rule)', () => {
  it('answers at once what the server refused on purpose: a malformed id, not found, forbidden', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(retryUnlessNotFound(0, http(status)), String(status)).toBe(false);
    }
  });

  it('tries twice more after a network failure, a server error, a timeout or a rate limit', () => {
    const failures = [
      new ApiError({ kind: 'network', status: 0, message: '' }),
      http(500),
      http(503),
      http(408),
      http(429),
      new Error('boom'),
    ];
    for (const error of failures) {
      expect(retryUnlessNotFound(0, error)).toBe(true);
      expect(retryUnlessNotFound(1, error)).toBe(true);
      expect(retryUnlessNotFound(2, error)).toBe(false);
    }
  });
});
