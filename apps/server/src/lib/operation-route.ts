import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  successStatus,
  type Access,
  type Operation,
  type ParsedInput,
  type ResultOf,
} from '@causeway/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its operation; plugins/admin-guard.ts enforces it before anything else. */
    access?: Access;
  }
}

type App = FastifyInstance | ReturnType<FastifyInstance['withTypeProvider']>;
export type OperationHandler<O extends Operation> = (
  input: ParsedInput<O> & { request: FastifyRequest; reply: FastifyReply },
) => Promise<ResultOf<O>>;

/**
 * Registers a route from its operation (packages/contracts operation.ts): the path, the access rule, the request
 * schemas, and the answer's schema for its success status and for errors, so every JSON answer is serialized
 * through its schema (a field the schema does not name never leaves the server) and the OpenAPI document says
 * all of it. The handler returns the answer's body; the status is the operation's.
 */
export function addOperation<O extends Operation>(
  app: App,
  op: O,
  handler: OperationHandler<O>,
  options: { bodyLimit?: number } = {},
): void {
  const status = successStatus(op);
  const success = 'responses' in op && status !== 204 ? (op.responses as Record<number, unknown>)[status] : undefined;
  (app as FastifyInstance).withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: op.path,
    config: { access: op.access },
    ...options,
    schema: {
      summary: op.summary,
      tags: [...op.tags],
      ...(op.access === 'public' ? {} : { security: [{ session: [] }] }),
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      response: {
        ...(success ? { [status]: success } : {}),
        '4xx': apiErrorSchema,
        '5xx': apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as ParsedInput<O> & { request: FastifyRequest; reply: FastifyReply });
      const plain = reply as FastifyReply;
      return status === 204 ? plain.code(204).send() : plain.code(status).send(result);
    },
  });
}
