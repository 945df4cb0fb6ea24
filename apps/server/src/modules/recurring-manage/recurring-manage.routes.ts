import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  RECURRING_MANAGE_COOKIE,
  RECURRING_MANAGE_COOKIE_PATH,
  recurringManageMessages as m,
  recurringManageOperations as ops,
} from '@causeway/contracts';
import { wordsIn } from '../../i18n/words';
import { addOperation } from '../../lib/operation-route';
import { perAddress, perEmail, type RateRule } from '../../lib/rate-limit';
import { answerLocale } from '../../plugins/answer-language';
import { isSecure } from '../../plugins/session-cookie';
import type { FeatureContext } from '../index';
import {
  changeManagedAmount,
  changeManagedGift,
  endManageSession,
  findManageSession,
  listManagedGifts,
  redeemManageLink,
  requestManageLink,
  type RecurringManageDeps,
} from './recurring-manage.service';
import { changeManagedCard, startManagedCardSetup } from './recurring-manage-card.service';

/** Per client address and per e-mail address: a mailbox cannot be flooded, nor the list of addresses probed. */
export const recurringManageRateLimits: { perIp: RateRule; perEmail: RateRule; redeemPerIp: RateRule } = {
  perIp: { limit: 10, windowSeconds: 60 * 60 },
  perEmail: { limit: 3, windowSeconds: 60 * 60 },
  redeemPerIp: { limit: 30, windowSeconds: 60 * 60 },
};

/**
 * "Manage my recurring gift" by e-mailed link (issue 24). The manage session is an HttpOnly, SameSite=Strict cookie
 * whose path is this API's alone: no page script reads it, no other route receives it, and it is never an account
 * session (/api/auth/me knows nothing of it).
 */
export function recurringManageRoutes(c: FeatureContext): FastifyPluginAsync {
  const deps: RecurringManageDeps = {
    db: c.database.db,
    provider: c.payments.provider,
    publicUrl: c.config.publicUrl,
    now: () => new Date(),
  };
  const limits = recurringManageRateLimits;
  const cookieOptions = (request: FastifyRequest) => ({
    path: RECURRING_MANAGE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: isSecure(request, c.config.publicUrl),
  });
  const session = (request: FastifyRequest) => findManageSession(deps, request.cookies[RECURRING_MANAGE_COOKIE]);
  const clear = (reply: FastifyReply, request: FastifyRequest) =>
    reply.clearCookie(RECURRING_MANAGE_COOKIE, cookieOptions(request));

  return async (app) => {
    // The same limits whether or not the address has gifts, so they tell nobody which addresses have them.
    addOperation(
      app,
      ops.request,
      ({ body, request }) => requestManageLink(deps, body.email, wordsIn(answerLocale(request))),
      {
        rateLimits: [
          perAddress('manage-recurring', limits.perIp, m.tooManyRequests),
          perEmail('manage-recurring', limits.perEmail, m.tooManyRequests),
        ],
      },
    );

    addOperation(
      app,
      ops.redeem,
      async ({ body, request, reply }) => {
        const redeemed = await redeemManageLink(deps, body.token);
        reply.setCookie(RECURRING_MANAGE_COOKIE, redeemed.token, {
          ...cookieOptions(request),
          expires: redeemed.expiresAt,
        });
        return redeemed.session;
      },
      { rateLimits: [perAddress('manage-recurring-redeem', limits.redeemPerIp, m.tooManyRequests)] },
    );

    addOperation(app, ops.list, async ({ request }) => listManagedGifts(deps, await session(request)));
    addOperation(app, ops.change, async ({ params, body, request }) =>
      changeManagedGift(deps, await session(request), params.id, body.action),
    );
    addOperation(app, ops.changeAmount, async ({ params, body, request }) =>
      changeManagedAmount(deps, await session(request), params.id, body.amount),
    );
    addOperation(app, ops.cardSetup, async ({ params, request }) =>
      startManagedCardSetup(deps, await session(request), params.id),
    );
    addOperation(app, ops.changeCard, async ({ params, body, request }) =>
      changeManagedCard(
        deps,
        await session(request),
        params.id,
        body.stripePaymentMethodId,
        wordsIn(answerLocale(request)),
      ),
    );
    addOperation(app, ops.end, async ({ request, reply }) => {
      const answer = await endManageSession(deps, await session(request));
      clear(reply, request);
      return answer;
    });
  };
}
