import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { internalErrorMessage, serviceUnavailableMessage, type ApiError, type ErrorCode } from '@causeway/contracts';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { AppError } from '../lib/errors';

const codeForStatus = (status: number): ErrorCode =>
  status === 401
    ? 'UNAUTHENTICATED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status === 409
          ? 'CONFLICT'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 429
              ? 'RATE_LIMITED'
              : 'BAD_REQUEST';

// The error behind each 500 answer, for the error monitor's onResponse hook (modules/errors).
const thrownErrors = new WeakMap<FastifyRequest, unknown>();

/** What a request that was answered with a 5xx threw, if anything (an explicit 503 reply throws nothing). */
export function errorThrownBy(request: FastifyRequest): unknown {
  return thrownErrors.get(request);
}

/** One place turns every thrown error into `{ message, code, fieldErrors? }`; 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ApiError = { message: error.message, code: error.code };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
        (fieldErrors[field || '_'] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = error.validation[0]!;
      const firstPath = first.instancePath ?? '/';
      const where = error.validationContext === 'body' ? 'Request body' : `Query parameter`;
      // A rule on the whole body (e.g. 'Nothing to save') also reports the path '/': keep its own message.
      const bodyIsObject = typeof request.body === 'object' && request.body !== null;
      const message =
        firstPath === '/' && !(error.validationContext === 'body' && bodyIsObject && first.message)
          ? `${where} is missing or not a JSON object`
          : error.validationContext === 'body'
            ? (first.message ?? 'Invalid request body')
            : `${firstPath.slice(1)}: ${first.message ?? 'invalid value'}`;
      const body: ApiError = { message, code: 'VALIDATION_FAILED', fieldErrors };
      return reply.status(400).send(body);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: codeForStatus(status) } satisfies ApiError);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client is told to try again, and nothing waits for a database that is gone.
      request.log.warn({ err: error }, 'database unavailable');
      thrownErrors.set(request, error);
      reply.header('retry-after', '5');
      return reply.status(503).send({ message: serviceUnavailableMessage, code: 'UNAVAILABLE' } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unhandled error');
    thrownErrors.set(request, error);
    return reply.status(500).send({ message: internalErrorMessage, code: 'INTERNAL' } satisfies ApiError);
  });
}
