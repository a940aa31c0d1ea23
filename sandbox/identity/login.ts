import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { authenticate } from '../db/accounts';
import type { Db } from '../db/db';
import { expiredPage, SIGN_IN_ERROR, signInPage, signInThrottledMessage } from './html';
import { amrFor, CLIENT_ID, grantFirstPartyScopes, LOGIN_PREFIX } from './provider';
import type { SignInThrottle } from './throttle';

const Params = z.object({ uid: z.string().min(1).max(128) });
const Credentials = z.object({ email: z.string().max(320), password: z.string().max(1024) });

const FORM = 'application/x-www-form-urlencoded';

function html(reply: FastifyReply, status: number, body: string) {
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // No form-action: Chromium applies it to the redirects after the post (to the brand's callback).
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .send(body)
  );
}

/**
 * The provider's sign-in page at /oidc-login/:uid (its `interactions.url`): GET shows the form,
 * POST checks the e-mail and password against the accounts table and finishes the login prompt.
 */
export async function registerLoginPage(
  app: FastifyInstance,
  { provider, db, throttle }: { provider: Provider; db: Db; throttle: SignInThrottle },
) {
  /** The interaction this browser is in, if it is the one the URL names. */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Interaction | null> => {
    const params = Params.safeParse(request.params);
    if (!params.success) return null;
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === params.data.uid ? details : null;
    } catch {
      return null;
    }
  };

  const redirect = (reply: FastifyReply, to: string) => reply.header('cache-control', 'no-store').redirect(to, 303);

  /** First-party: a consent prompt (loadExistingGrant should prevent it) is granted silently. */
  const finishConsent = async (request: FastifyRequest, reply: FastifyReply, details: Interaction) => {
    const accountId = details.session?.accountId;
    if (!accountId) return html(reply, 400, expiredPage());
    let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    if (!grant || grant.accountId !== accountId) grant = new provider.Grant({ accountId, clientId: CLIENT_ID });
    grantFirstPartyScopes(grant);
    const grantId = await grant.save();
    return redirect(reply, await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }));
  };

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      });
    }

    scope.get(`${LOGIN_PREFIX}/:uid`, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return html(reply, 400, expiredPage());
      if (details.prompt.name === 'consent') return finishConsent(request, reply, details);
      if (details.prompt.name !== 'login') return html(reply, 400, expiredPage());
      const hint = details.params.login_hint;
      return html(reply, 200, signInPage({ uid: details.uid, email: typeof hint === 'string' ? hint : '' }));
    });

    scope.post(`${LOGIN_PREFIX}/:uid`, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return html(reply, 400, expiredPage());
      if (details.prompt.name === 'consent') return finishConsent(request, reply, details);
      if (details.prompt.name !== 'login') return html(reply, 400, expiredPage());
      const form = Credentials.safeParse(request.body);
      const email = form.success ? form.data.email.trim() : '';
      const password = form.success ? form.data.password : '';
      // Too early after failures: refused before the password is looked at (see throttle.ts).
      const waitMs = throttle.begin(email, request.ip);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        return html(reply, 429, signInPage({ uid: details.uid, email, error: signInThrottledMessage(waitMs) }));
      }
      let account: Awaited<ReturnType<typeof authenticate>> = null;
      try {
        account = email && password ? await authenticate(db, email, password) : null;
      } catch (error) {
        throttle.end(email, request.ip, 'unchecked');
        throw error;
      }
      throttle.end(email, request.ip, account ? 'succeeded' : 'failed');
      if (!account) return html(reply, 401, signInPage({ uid: details.uid, email, error: SIGN_IN_ERROR }));
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.id, amr: amrFor(account), remember: true } },
        { mergeWithLastSubmission: false },
      );
      return redirect(reply, returnTo);
    });
  });
}
