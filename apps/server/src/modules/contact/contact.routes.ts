import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages, contactRequestSchema } from '@causeway/contracts';
import type { Db } from '../../db/client';
import type { RateRule } from '../../lib/rate-limit';
import { submitContactMessage } from './contact.service';

export function contactRoutes(deps: { db: Db; rateLimit: RateRule }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/contact', { schema: { body: contactRequestSchema } }, async (request, reply) => {
      await submitContactMessage(deps, request.body, request.ip);
      return reply.status(201).send({ message: contactMessages.sentDescription });
    });
  };
}
