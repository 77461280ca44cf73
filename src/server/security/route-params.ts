// Test helper (not loaded by the app): what each route's zod schemas declare about its parameters.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface DeclaredParam {
  name: string;
  /** JSON-schema format of the zod type: 'uuid', 'date', 'date-time'… */
  format?: string;
}

export interface RouteParams {
  path: DeclaredParam[];
  query: DeclaredParam[];
  /** The fields of a JSON body, when the route validates one. */
  body: string[] | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: { format?: string } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

/**
 * Reads the parameters from the OpenAPI document, which fastify-type-provider-zod generates from
 * the very zod schemas Fastify validates with: a route that changes its schema changes this too.
 * Keyed `METHOD /api/url/:param` like app.routeTable. Routes hidden from the document are absent.
 */
export function declaredParams(app: FastifyInstance): Map<string, RouteParams> {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const map = new Map<string, RouteParams>();
  for (const [url, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const params = operation.parameters ?? [];
      const pick = (where: string) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, format: p.schema?.format }));
      const json = operation.requestBody?.content?.['application/json']?.schema;
      map.set(`${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`, {
        path: pick('path'),
        query: pick('query'),
        body: json ? Object.keys(json.properties ?? {}) : null,
      });
    }
  }
  return map;
}

/** Classic SQL injection probes, Arabic with quotes, LIKE wildcards, a huge value, a null byte. */
export const INJECTIONS = [
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  "%' UNION SELECT password_hash FROM users --",
  '\\',
  '%_%',
  "'); SELECT pg_sleep(5); --",
  "بطارية' OR 'أ'='أ",
  'x'.repeat(5000),
  'a\u0000b',
  "1' OR '1'='1",
] as const;

/** Short, readable label of a probe for failure messages. */
export const label = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 20)}…(${value.length})` : value);

// What a database error or a stack trace looks like when it leaks into an answer.
const LEAKS =
  /syntax error|unterminated quoted|invalid input syntax|invalid byte sequence|relation "|column "|PostgresError|DrizzleQueryError|Failed query|\bat [\w.<>]+ \(|\.ts:\d+:\d+|node_modules/i;

/**
 * The answer to a hostile value: a normal 200, or a 400/404 in the error envelope. Never a 5xx,
 * never database or stack text.
 */
export function expectSafeAnswer(
  res: { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown },
  what: string,
  allowed: number[] = [200, 400, 404],
): void {
  expect
    .soft(allowed, `${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
    .toContain(res.statusCode);
  expect.soft(res.body, `${what} leaks internals`).not.toMatch(LEAKS);
  if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
    expect.soft(res.json(), what).toMatchObject({ success: false, message: expect.any(String) });
  }
}
