import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  authMessages,
  isFileAnswer,
  type ApiError,
  successStatus,
  type Access,
  type FileAnswer,
  type MultipartForm,
  type Operation,
  type ParsedInput,
  type ResultOf,
} from '@causeway/contracts';
import type { UserRow } from '../modules/auth/auth.repository';
import { rateLimitHandler } from '../plugins/rate-limits';
import type { RouteRateLimit } from './rate-limit';
import { weakEtag, sendCachedJson, type CachedBody, type ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its operation; plugins/access-guard.ts enforces it before anything else. */
    access?: Access;
    /** The media type of a non-JSON answer, for the API reference (plugins/openapi.ts). */
    fileAnswer?: string;
    /** The body is a multipart form with these parts (plugins/openapi.ts describes it). */
    multipart?: MultipartForm;
    /**
     * The answer is the same for every visitor without a session, so a shared cache may keep it
     * (plugins/http-cache.ts): the declared public reads.
     */
    publicAnswer?: boolean;
  }
}

/** The account a route that needs one is called by. */
export type SignedInUser = UserRow;

type App = FastifyInstance | ReturnType<FastifyInstance['withTypeProvider']>;

/** A document's body as a handler hands it over: bytes, text, or a stream from the database or the disk. */
export type FileBody = Buffer | string | Readable;

/** An answer with headers of its own (e.g. a list's X-Total-Count), kept with it when the answer is cached. */
export interface WithHeaders<T> {
  [answerHeaders]: Record<string, string>;
  body: T;
}
const answerHeaders = Symbol('answer headers');
export function withHeaders<T>(body: T, headers: Record<string, string>): WithHeaders<T> {
  return { [answerHeaders]: headers, body };
}
const hasHeaders = (value: unknown): value is WithHeaders<unknown> =>
  typeof value === 'object' && value !== null && answerHeaders in value;

/** A 204's entry in the reference: a description and no content (@fastify/swagger's empty answer is type null). */
const noContent = z.null().describe('No content');

/** An answer at one of the operation's `errorAnswers` statuses, serialized through that status's schema. */
export interface WithStatus<T, S extends number = number> {
  [answerStatus]: S;
  body: T;
}
const answerStatus = Symbol('answer status');
export function withStatus<S extends number, T>(status: S, body: T): WithStatus<T, S> {
  return { [answerStatus]: status, body };
}
const hasStatus = (value: unknown): value is WithStatus<unknown> =>
  typeof value === 'object' && value !== null && answerStatus in value;

type Answer<O extends Operation> = O['responses'] extends { 200: FileAnswer } ? FileBody : ResultOf<O>;
type ErrorAnswer<O extends Operation> = O['errorAnswers'] extends infer E extends Record<number, z.ZodType>
  ? { [S in keyof E & number]: WithStatus<z.output<E[S]>, S> }[keyof E & number]
  : never;

/**
 * What a handler gets: the parsed params, query and body, and for a route that needs an account, the signed-in
 * `user` (the access hook has already refused anyone else, so no handler checks it again).
 */
export type HandlerInput<O extends Operation> = ParsedInput<O> & {
  request: FastifyRequest;
  reply: FastifyReply;
} & (O['access'] extends 'public' ? unknown : { user: SignedInUser });
export type OperationHandler<O extends Operation> = (
  input: HandlerInput<O>,
) => Promise<Answer<O> | WithHeaders<Answer<O>> | ErrorAnswer<O>> | Answer<O> | WithHeaders<Answer<O>> | ErrorAnswer<O>;

export interface OperationOptions<O extends Operation> {
  bodyLimit?: number;
  /**
   * A public read answered from the process's read cache (lib/read-cache.ts), keyed by the route and its parsed
   * params and query. Only a success is kept; an error (a 404) is thrown and answered each time.
   */
  readCache?: ReadCache;
  /** Whether a success may be kept for everyone (an administrator's view of a draft may not). */
  cacheable?: (result: ResultOf<O>) => boolean;
  /**
   * A public read not kept in the process (it may differ for an administrator) that a proxy may still keep for
   * visitors without a session; implied by `readCache`.
   */
  publicAnswer?: boolean;
  /** Counted before the handler, in this order; past one, 429 with its message (plugins/rate-limits.ts). */
  rateLimits?: readonly RouteRateLimit[];
}

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
  options: OperationOptions<O> = {},
): void {
  const status = successStatus(op);
  const success = status === 204 ? undefined : (op.responses as Record<number, z.ZodType | FileAnswer>)[status];
  const file = isFileAnswer(success) ? success.file : undefined;
  const json = success && !isFileAnswer(success) ? success : undefined;
  const multipart = op.body === 'multipart' ? (op.form ?? { file: 'file' }) : undefined;
  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = { params: request.params, query: request.query, body: request.body, request, reply };
    if (op.access !== 'public') Object.assign(input, { user: await request.currentUser() });
    return handler(input as HandlerInput<O>);
  };
  const cachedRun = options.readCache && json ? cachedJson(op, json, options, run) : undefined;

  (app as FastifyInstance).withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: op.path,
    config: {
      access: op.access,
      ...(file ? { fileAnswer: file } : {}),
      ...(multipart ? { multipart } : {}),
      ...(options.readCache || options.publicAnswer ? { publicAnswer: true } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.rateLimits ? { preHandler: rateLimitHandler(app as FastifyInstance, options.rateLimits) } : {}),
    schema: {
      summary: op.summary,
      tags: [...op.tags],
      ...(op.access === 'public' ? {} : { security: [{ session: [] }] }),
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body && op.body !== 'multipart' ? { body: op.body } : {}),
      ...(op.headers ? { headers: op.headers } : {}),
      response: {
        ...(json ? { [status]: json } : {}),
        ...(status === 204 ? { 204: noContent } : {}),
        ...errorAnswersOf(op, options.rateLimits?.[0]?.message),
        ...op.errorAnswers,
      },
    },
    handler: async (request, reply) => {
      const plain = reply as FastifyReply;
      if (cachedRun) return sendCachedJson(request, plain, await cachedRun(request, plain));
      const result = await run(request, plain);
      if (hasStatus(result)) return plain.code(result[answerStatus]).send(result.body);
      if (status === 204) return plain.code(204).send();
      const body = hasHeaders(result) ? (plain.headers(result[answerHeaders]), result.body) : result;
      // A document keeps a status its handler set (the widget page's 404 still shows the widget).
      if (file) return (plain.hasHeader('content-type') ? plain : plain.type(file)).send(body);
      return plain.code(status).send(body);
    },
  });
}

/**
 * The errors an operation may answer, each with an example for the API reference: 400 when it takes input, 401
 * when it needs an account, 403 when it needs an administrator, 404 when it names a record, 429 when it has rate
 * limits; any other 4xx or 5xx has the same shape.
 */
function errorAnswersOf(op: Operation, rateLimitMessage?: string): Record<string, z.ZodType> {
  const example = (status: number, description: string, body: ApiError) => ({
    [status]: apiErrorSchema.meta({ description, examples: [body] }),
  });
  return {
    ...(op.params || op.query || op.body || op.headers
      ? example(400, 'The request is not valid: the first problem, and each field’s', {
          message: 'Amount must be at least $1',
          code: 'VALIDATION_FAILED',
          fieldErrors: { amount: ['Amount must be at least $1'] },
        })
      : {}),
    ...(op.access !== 'public'
      ? example(401, 'Not signed in', { message: authMessages.notSignedIn, code: 'UNAUTHENTICATED' })
      : {}),
    ...(op.access === 'admin'
      ? example(403, 'Signed in, but not as an administrator', { message: authMessages.adminOnly, code: 'FORBIDDEN' })
      : {}),
    ...(op.params
      ? example(404, 'No such record (or not yours)', { message: 'Campaign not found', code: 'NOT_FOUND' })
      : {}),
    ...(rateLimitMessage
      ? example(429, 'Too many requests: the Retry-After header says in how many seconds to try again', {
          message: rateLimitMessage,
          code: 'RATE_LIMITED',
        })
      : {}),
    '4xx': apiErrorSchema,
    '5xx': apiErrorSchema,
  };
}

/**
 * The cached form of a JSON read: the answer is encoded through its schema once per cache window and sent as the
 * same bytes (with its ETag) to everyone until a write clears the cache.
 */
function cachedJson<O extends Operation>(
  op: O,
  schema: z.ZodType,
  options: OperationOptions<O>,
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<CachedBody> => {
    const key = `${op.method} ${op.path} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.query ?? {})}`;
    const cached = await options.readCache!.getOrProduce(key, async () => {
      const result = await run(request, reply);
      const [value, headers] = hasHeaders(result) ? [result.body, result[answerHeaders]] : [result, undefined];
      const body = JSON.stringify(z.encode(schema, value));
      const uncacheable = options.cacheable ? !options.cacheable(value as ResultOf<O>) : false;
      return { body, etag: weakEtag(body), headers, uncacheable };
    });
    return cached!;
  };
}
