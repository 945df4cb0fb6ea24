import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { databaseChecksum } from '../test/db-checksum';
import { makeUser } from '../test/factories';
import { ruleFor } from '../test/route-table';
import { buildTestAppWithRoutes, concreteUrl, sessionCookie, type ServedRoute } from '../test/served-routes';

/**
 * Bad input on every JSON endpoint of the route table: malformed JSON, wrong types, huge strings, negative and
 * fractional cents, unknown fields, SQL and HTML metacharacters, NUL characters. Whatever the route's own zod
 * schema rejects (and anything with a NUL, which PostgreSQL cannot store) must get a 4xx with a message, never a
 * 5xx, and leave every table as it was. Runs are few per route (CI time); the seed is printed on failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const nasty = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '<script>window.__xss = 1</script>',
  '"><svg onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'Ada\u0000Lovelace',
  '%00',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  '\\',
  '\u202e\ud83d\udca5',
  '\ud800',
);
const strings = fc.oneof(
  nasty,
  nasty.map((s) => `A fair enough text ${s} with more words`),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant('x'.repeat(100_000)),
);
const numbers = fc.oneof(
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.constantFrom(0, -0.5, 0.5, 12.34, 2_500.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 1, max: 100_000 }),
);
const wrongTypes = fc.constantFrom(null, true, false, [], {}, [1, 2], { nested: { deep: '<b>x</b>' } });
const plausible = fc.constantFrom('ada@example.com', 'monthly', 'pause', '2026-01-01', 'correct-horse-battery', 1);
const value = fc.oneof(strings, numbers, wrongTypes, plausible);
const unknownFields = fc.dictionary(
  fc.constantFrom('role', 'isAdmin', 'userId', 'status', 'id', 'constructor', 'extra'),
  value,
  { maxKeys: 2 },
);

/** The top-level fields a zod schema knows, so generated bodies hit the real fields. */
function fieldsOf(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown>; options?: unknown[]; def?: { in?: unknown } };
  if (s?.shape) return Object.keys(s.shape);
  if (s?.options) return [...new Set(s.options.flatMap(fieldsOf))];
  if (s?.def?.in) return fieldsOf(s.def.in);
  return [];
}

function bodies(fields: string[]) {
  const known = fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] });
  const object = fc.tuple(known, unknownFields).map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof({ weight: 8, arbitrary: object }, wrongTypes, strings, numbers);
}

const hasNul = (body: unknown) => JSON.stringify(body).includes('\\u0000');

const malformed = [
  '{not json',
  '{"amount": 10,',
  '[',
  "{'single': 'quotes'}",
  '{"a": 1} trailing',
  '{"__proto__": {"role": "admin"}}',
  '{"constructor": {"prototype": {"role": "admin"}}}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '"\\u0000"',
];

let t: Awaited<ReturnType<typeof buildTestAppWithRoutes>>;
let cookies: Record<'public' | 'signed-in' | 'admin', string | undefined>;
let jsonRoutes: ServedRoute[];

beforeAll(async () => {
  t = await buildTestAppWithRoutes();
  const [donor, admin] = await Promise.all([makeUser(t.db), makeUser(t.db, { role: 'admin' })]);
  cookies = {
    public: undefined,
    'signed-in': await sessionCookie(t.db, donor.id),
    admin: await sessionCookie(t.db, admin.id),
  };
  jsonRoutes = t.routes.filter((r) => r.jsonBody);
});
afterAll(() => t.close());

function send(route: ServedRoute, payload: string) {
  const cookie = cookies[ruleFor(route)?.access ?? 'public'];
  return t.app.inject({
    method: route.method as 'POST',
    url: concreteUrl(route.url),
    payload,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
}

function expectRefusal(route: ServedRoute, payload: string, res: { statusCode: number; body: string }) {
  const seen = { route: route.key, payload: payload.slice(0, 200), status: res.statusCode };
  expect(seen).toEqual({ ...seen, status: expect.toSatisfy((s: number) => s >= 400 && s < 500) });
  expect(typeof JSON.parse(res.body).message, `message for ${route.key}`).toBe('string');
}

describe('bad input on every JSON endpoint', () => {
  it('finds the JSON endpoints in the route table', () => {
    expect(jsonRoutes.length).toBeGreaterThan(20);
  });

  it('refuses malformed JSON with a 4xx and a message', async () => {
    const before = await databaseChecksum(t.db);
    for (const route of jsonRoutes) {
      for (const payload of malformed) expectRefusal(route, payload, await send(route, payload));
    }
    expect(await databaseChecksum(t.db)).toEqual(before);
  });

  it('refuses every body its schema rejects (and any NUL) with a 4xx and a message, changing nothing', async () => {
    for (const route of jsonRoutes) {
      const schema = route.schema!.body as z.ZodType;
      const before = await databaseChecksum(t.db);
      await fc.assert(
        fc.asyncProperty(bodies(fieldsOf(schema)), async (body) => {
          fc.pre(!schema.safeParse(body).success || hasNul(body));
          const payload = JSON.stringify(body);
          expectRefusal(route, payload, await send(route, payload));
        }),
        { numRuns: RUNS },
      );
      expect({ route: route.key, tables: await databaseChecksum(t.db) }).toEqual({ route: route.key, tables: before });
    }
  });

  it('never answers a 5xx to strange query parameters', async () => {
    const queried = t.routes.filter((r) => r.method === 'GET' && r.schema?.querystring);
    expect(queried.length).toBeGreaterThan(3);
    for (const route of queried) {
      const fields = fieldsOf(route.schema!.querystring);
      const cookie = cookies[ruleFor(route)?.access ?? 'public'];
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(strings, numbers)]))),
          async (q) => {
            const query = new URLSearchParams(
              Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]),
            ).toString();
            const res = await t.app.inject({
              method: 'GET',
              url: `${concreteUrl(route.url)}?${query}`,
              headers: cookie ? { cookie } : {},
            });
            expect({ route: route.key, query: query.slice(0, 200), status: res.statusCode < 500 }).toEqual({
              route: route.key,
              query: query.slice(0, 200),
              status: true,
            });
          },
        ),
        { numRuns: RUNS },
      );
    }
  });
});
