import fs from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../modules/auth/session-token';

/** '/api/admin/campaigns/:id' → 'admin/campaigns', '/api/campaigns/:id/updates' → 'campaigns'. */
export function featureOf(url: string): string {
  const [first = 'site', second] = url.replace(/^\/(api\/)?/, '').split('/');
  return first === 'admin' && second ? `admin/${second}` : first.replace(/\.json$/, '');
}

/** Where the reference page lives; security.ts gives it a CSP of its own (the API's allows no script). */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 document of every route, generated from the schemas the routes declare (zod, through
 * fastify-type-provider-zod's transform): GET /api/openapi.json, and a reference page at /api/docs served by
 * @fastify/swagger-ui from this process (nothing from a CDN; not part of the public bundle). Registered before
 * the routes, so it sees each one as it is added.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  const logo = fs.readFileSync(new URL('../../../web/public/favicon.svg', import.meta.url));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Causeway API',
        version: '1',
        description:
          'The JSON API of a Causeway site: campaigns, donations, the donor area and the administrator area. ' +
          'Money is in integer cents. Signed-in requests carry the session cookie; writes from a browser must ' +
          'come from the site itself (Origin check).',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const config = (input.route as { config?: FastifyContextConfig }).config ?? {};
      const schema: Record<string, unknown> = { ...output.schema, tags: output.schema?.tags ?? [featureOf(input.url)] };
      // A document or a form upload is described here: the route itself has no JSON schema to serialize it by.
      if (config.fileAnswer) {
        const document = { schema: { type: 'string', format: 'binary' } };
        schema.response = {
          ...(schema.response as object),
          200: { description: 'The document', content: { [config.fileAnswer]: document } },
        };
      }
      if (config.multipart) {
        const { file, optionalFile, fields } = config.multipart;
        const image = { type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP image of at most 5 MB' };
        // The text fields by the same conversion as a JSON body's (the handler parses them with that schema).
        const text = (fields ? jsonSchemaTransform({ ...input, schema: { body: fields } }).schema?.body : {}) as {
          properties?: Record<string, unknown>;
          required?: string[];
        };
        const form = {
          type: 'object',
          properties: { ...text.properties, [file]: image },
          required: [...(text.required ?? []), ...(optionalFile ? [] : [file])],
        };
        schema.body = { content: { 'multipart/form-data': { schema: form } } };
      }
      return { ...output, schema };
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0 },
    logo: { type: 'image/svg+xml', content: logo, href: '/', target: '_self' },
  });
}
