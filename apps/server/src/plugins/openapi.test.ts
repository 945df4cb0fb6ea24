import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@causeway/contracts';
import { buildTestAppWithRoutes, type ServedRoute } from '../test/served-routes';
import { featureOf } from './openapi';
import type { TestApp } from '../test/build-test-app';

let t: TestApp & { routes: ServedRoute[] };
beforeAll(async () => {
  t = await buildTestAppWithRoutes();
});
afterAll(() => t.close());

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as Document;
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every API, embed and widget route the app serves, with its method', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    const ownRoutes = (r: ServedRoute) => r.url === '/api/openapi.json' || r.url.startsWith('/api/docs');
    const api = t.routes.filter((r) => /^\/(api|embed)(\/|\.js|$)/.test(r.url) && !ownRoutes(r));
    expect(api.length).toBeGreaterThan(80);
    const missing = api.filter((r) => !document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => r.key)).toEqual([]);
    // Filed by feature, so the reference page groups them.
    const untagged = api.filter((r) => {
      const operation = document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()] as { tags?: string[] };
      return !operation?.tags?.length;
    });
    expect(untagged.map((r) => r.key)).toEqual([]);
  });

  it('describes each route registered from its operation: summary, security, request and answer schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    const declared = t.routes.filter((r) => r.access);
    expect(declared.length).toBeGreaterThan(0);
    for (const route of declared) {
      const operation = document.paths[openApiPath(route.url)]![route.method.toLowerCase()] as {
        summary?: string;
        security?: unknown[];
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      };
      expect(operation.summary, route.key).toBeTruthy();
      expect(Boolean(operation.security?.length), route.key).toBe(route.access !== 'public');
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      expect(success, route.key).toBeDefined();
      if (success !== '204') {
        // JSON, or the document's own media type (a PDF receipt, a CSV export).
        const content = operation.responses[success!]!.content ?? {};
        const expected = route.fileAnswer ?? 'application/json';
        expect(content[expected]?.schema, route.key).toBeDefined();
      }
      expect(operation.responses['4XX'] ?? operation.responses['4xx'], route.key).toBeDefined();
    }
  });

  it("documents Stripe's webhook in sandbox mode too: the signature header, the event as JSON, the answers", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    const webhook = document.paths['/api/payments/stripe/webhook']?.post as {
      parameters: { in: string; name: string }[];
      requestBody: {
        required?: boolean;
        content: Record<string, { schema: { properties?: Record<string, unknown> } }>;
      };
      responses: Record<string, unknown>;
    };
    expect(webhook.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'stripe-signature' }));
    expect(webhook.requestBody.required).toBe(true);
    const event = webhook.requestBody.content['application/json']!.schema;
    expect(Object.keys(event.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'object', 'type', 'created', 'data']),
    );
    expect(Object.keys(webhook.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
  });

  it("describes a form upload's parts: its image, and the text fields the campaign form sends with it", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    type Form = { properties: Record<string, { type?: string; format?: string }>; required: string[] };
    const form = (path: string, method: string) =>
      (document.paths[path]![method] as { requestBody: { content: Record<string, { schema: Form }> } }).requestBody
        .content['multipart/form-data']!.schema;

    const upload = form('/api/upload', 'post');
    expect(upload.properties).toEqual({ file: expect.objectContaining({ type: 'string', format: 'binary' }) });
    expect(upload.required).toEqual(['file']);

    for (const [path, method] of [
      ['/api/campaigns/upload', 'post'],
      ['/api/campaigns/{id}/upload', 'put'],
    ] as const) {
      const campaign = form(path, method);
      expect(campaign.properties.featuredImage, path).toMatchObject({ type: 'string', format: 'binary' });
      expect(campaign.properties.goal, path).toMatchObject({ type: 'integer' });
      expect(campaign.properties.rewards, path).toMatchObject({ type: 'array' });
      expect(campaign.required, path).toEqual(
        expect.arrayContaining(['title', 'shortDescription', 'description', 'goal', 'startDate', 'organizationId']),
      );
      // A campaign may be saved from the form without a new image.
      expect(campaign.required, path).not.toContain('featuredImage');
    }
  });

  it('gives examples of the errors each operation may answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    type Answers = Record<string, { content?: Record<string, { example?: { code: string } }> }>;
    const answers = (method: string, path: string) =>
      (document.paths[path]![method] as { responses: Answers }).responses;
    const exampleCode = (responses: Answers, status: string) =>
      responses[status]?.content?.['application/json']?.example?.code;
    const admin = answers('put', '/api/campaigns/{id}');
    expect(['400', '401', '403', '404'].map((status) => exampleCode(admin, status))).toEqual([
      'VALIDATION_FAILED',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
    ]);
    const donor = answers('get', '/api/users/me/donations');
    expect(exampleCode(donor, '401')).toBe('UNAUTHENTICATED');
    expect(donor['403']).toBeUndefined();
    // A public read without input answers none of them, only the generic shape.
    expect(Object.keys(answers('get', '/api/stats')).sort()).toEqual(['200', '4XX', '5XX']);
    // A rate-limited operation shows its limit's message.
    expect(answers('post', '/api/auth/login')['429']?.content?.['application/json']?.example).toEqual({
      message: authMessages.tooManyAttempts,
      code: 'RATE_LIMITED',
    });
    expect(answers('post', '/api/users/me/password')['429']).toBeDefined();
  });

  it('files a route under its feature', () => {
    expect(featureOf('/api/campaigns/:id/updates')).toBe('campaigns');
    expect(featureOf('/api/admin/campaigns/:id')).toBe('admin/campaigns');
    expect(featureOf('/api/openapi.json')).toBe('openapi');
    expect(featureOf('/embed/:id')).toBe('embed');
  });

  it('has a reference page, with a CSP of its own that allows its scripts and nothing from elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
    // The API's own answers keep the strict policy.
    const api = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
