import type { Access } from '@causeway/contracts';
import type { RouteOptions } from 'fastify';
import { startSession } from '../modules/auth/auth.service';
import type { Db } from '../db/client';
import { buildTestApp, type TestApp } from './build-test-app';

export interface ServedRoute {
  /** 'METHOD /pattern', the route table's key. */
  key: string;
  method: string;
  url: string;
  /** The route validates a JSON body with a zod schema. */
  jsonBody: boolean;
  /** The route's zod schemas, as given to Fastify. */
  schema: RouteOptions['schema'];
  /** The access its operation declares (lib/operation-route.ts); undefined for a route not moved yet. */
  access?: Access;
  /** The media type of a document answer (a PDF, a CSV file), when the route's answer is not JSON. */
  fileAnswer?: string;
}

/** buildTestApp() that also records every route the app serves, as Fastify adds it (HEAD twins left out). */
export async function buildTestAppWithRoutes(
  overrides: Parameters<typeof buildTestApp>[0] = {},
): Promise<TestApp & { routes: ServedRoute[] }> {
  const routes: ServedRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        jsonBody: Boolean(route.schema?.body),
        schema: route.schema,
        access: route.config?.access,
        fileAnswer: route.config?.fileAnswer,
      });
    }
  };
  const t = await buildTestApp({ ...overrides, onRoute });
  return { ...t, routes };
}

/** A session cookie for `userId` without going through login (no password hashing, no login rate limit). */
export async function sessionCookie(db: Db, userId: number): Promise<string> {
  const { token } = await startSession(db, userId, { ip: '127.0.0.1' }, { authMethod: 'password' });
  return `causeway_session=${token}`;
}

/** A concrete URL for a route pattern, with ids that name no record. */
export function concreteUrl(pattern: string): string {
  return pattern
    .replace(/\*$/, 'none.jpg')
    .replace(/:key/g, 'u999999')
    .replace(/:year/g, '2026')
    .replace(/:file/g, 'none.png')
    .replace(/:[A-Za-z]+/g, '999999');
}
