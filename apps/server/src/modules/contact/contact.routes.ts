import type { FastifyPluginAsync } from 'fastify';
import { contactMessages, contactOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import { perAddress, type RateRule } from '../../lib/rate-limit';
import { submitContactMessage } from './contact.service';

export function contactRoutes(deps: { db: Db; rateLimit: RateRule }): FastifyPluginAsync {
  return async (app) => {
    addOperation(
      app,
      ops.send,
      async ({ body, request }) => {
        await submitContactMessage(deps, body, request.ip);
        return { message: contactMessages.sentDescription };
      },
      { rateLimits: [perAddress('contact', deps.rateLimit, contactMessages.tooMany)] },
    );
  };
}
