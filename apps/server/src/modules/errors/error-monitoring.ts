import type { FastifyInstance } from 'fastify';
import type { RateRule } from '../../lib/rate-limit';
import { errorThrownBy } from '../../plugins/error-handler';
import { errorRoutes } from './errors.routes';
import { recordErrorEvents, type ErrorsDeps } from './errors.service';
import { createServerErrorRecorder, type ServerErrorRecorder } from './server-error-recorder';

declare module 'fastify' {
  interface FastifyInstance {
    /** Server failures being recorded as error reports; tests await `settled()` before reading them. */
    serverErrors: ServerErrorRecorder;
  }
}

/**
 * Issue 8: the report intake and admin reads, and every 5xx answer recorded as a server error report
 * (method and URL only). Hooks go on the root instance so that they see every route.
 */
export async function registerErrorMonitoring(
  app: FastifyInstance,
  deps: ErrorsDeps & { rateLimit: RateRule },
): Promise<void> {
  const recorder = createServerErrorRecorder({
    save: (event) => recordErrorEvents(deps, [event]),
    onSaveFailed: (error) =>
      app.log.warn({ err: error }, 'could not record a server error report; recording paused for 30 s'),
    now: deps.now,
  });
  app.decorate('serverErrors', recorder);
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500) {
      recorder.capture({
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        error: errorThrownBy(request),
      });
    }
    done();
  });
  // Pending writes finish before the database is closed after the app.
  app.addHook('onClose', () => recorder.settled());
  await app.register(errorRoutes(deps));
}
