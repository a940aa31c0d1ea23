// Real actors and actions for the per-screen account-flow machines (machines/emailChange*,
// accountDeletionConfirmation, doubleOptIn): the API calls for the signed-in identity and the host's
// channel, sign-out through the long-lived auth actor, and navigation with the router (route names
// from the machines resolved with href). The screens in src/features/account take their machine
// from these hooks and run it with useFlowActor; they never see the API. The deletion
// request of the settings page is wired beside it, in src/features/settings/wiring.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { accountDeletionConfirmationMachine } from '@machines/account/accountDeletionConfirmation.machine';
import { doubleOptInMachine } from '@machines/account/doubleOptIn.machine';
import { emailChangeMachine } from '@machines/account/emailChange.machine';
import { emailChangeConfirmationMachine } from '@machines/account/emailChangeConfirmation.machine';
import type { Identity } from '@/api/auth';
import { mailGatewayApi } from '@/api/mailGateway';
import type { createTokenConfirmationMachine } from '@machines/account/tokenConfirmation';
import { useAuthActor } from '@/platform/auth/AuthContext';
import { useBrand } from '@/platform/brand/BrandContext';
import { href } from '@/platform/routing/href';
import { useApi } from '@/platform/services/ServicesContext';
import { requireIdentity, useAuthApi, useIdentity } from '@/features/shared/wiring/authService';

/** The query parameters of a confirmation link; they do not travel on to the next page. */
export const TOKEN_PARAM = 'confirmation-token';
export const EMAIL_PARAM = 'email';

/**
 * A confirmation is single-use, but React StrictMode (and a remount) may start the same screen's
 * machine twice: the second confirm would then find the token used. So each token is confirmed
 * once per page load and later starts share the first call's promise.
 */
const confirmations = new Map<string, Promise<unknown>>();
function once<T>(key: string, call: () => Promise<T>): Promise<unknown> {
  let pending = confirmations.get(key);
  if (!pending) {
    pending = call();
    confirmations.set(key, pending);
  }
  return pending;
}

/** Forgets the shared confirmations (tests). */
export function resetConfirmations(): void {
  confirmations.clear();
}

/** Read a confirmation link's parameters from the current location: null when absent or empty. */
export function useConfirmationParams(): { token: string | null; email: string | null } {
  const { search } = useLocation();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const read = (name: string) => {
      const value = params.get(name);
      return value === null || value.trim() === '' ? null : value;
    };
    return { token: read(TOKEN_PARAM), email: read(EMAIL_PARAM) };
  }, [search]);
}

/** navigate(to, replace) keeping the query string (S0 §1) but not the link's token and e-mail. */
function useReplaceWithoutToken() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (to: string) => {
      const params = new URLSearchParams(search);
      params.delete(TOKEN_PARAM);
      params.delete(EMAIL_PARAM);
      const rest = params.toString();
      void navigate(rest ? `${to}?${rest}` : to, { replace: true });
    },
    [navigate, search],
  );
}

export function useEmailChangeMachine() {
  const auth = useAuthApi();
  const identity = useIdentity();
  const { channel } = useBrand().brand;
  return useMemo(
    () =>
      emailChangeMachine.provide({
        actors: {
          requestEmailChange: fromPromise<undefined, { email: string }>(async ({ input, signal }) => {
            await auth.requestEmailChange(requireIdentity(identity), input.email, channel, { signal });
            return undefined;
          }),
        },
      }),
    [auth, identity, channel],
  );
}

type TokenConfirmationMachine = ReturnType<typeof createTokenConfirmationMachine>;
type ConfirmCall = (identity: Identity, token: string) => Promise<void>;

/**
 * The confirm-by-token machines of the mailed links, with their real effects. The call is made for
 * the signed-in identity: a token mailed to another account is answered 404 and fails like a bad
 * one (DECISIONS 4).
 */
function useTokenConfirmationMachine(machine: TokenConfirmationMachine, flow: string, confirm: ConfirmCall) {
  const identity = useIdentity();
  const authActor = useAuthActor();
  const replace = useReplaceWithoutToken();
  return useMemo(
    () =>
      machine.provide({
        actors: {
          confirmToken: fromPromise<undefined, { token: string }>(async ({ input }) => {
            const id = requireIdentity(identity);
            await once(`${flow}:${id.idpType}:${id.idpSub}:${input.token}`, () => confirm(id, input.token));
            return undefined;
          }),
        },
        actions: {
          signOut: (_, params) => authActor.send({ type: 'auth.signOut', returnTo: href(params.returnTo) }),
          redirect: (_, params) => replace(href(params.to)),
        },
      }),
    [machine, flow, confirm, identity, authActor, replace],
  );
}

export function useEmailChangeConfirmationMachine() {
  const auth = useAuthApi();
  return useTokenConfirmationMachine(emailChangeConfirmationMachine, 'emailChangeConfirmation', auth.confirmEmailChange);
}

export function useAccountDeletionConfirmationMachine() {
  const auth = useAuthApi();
  return useTokenConfirmationMachine(accountDeletionConfirmationMachine, 'accountDeletionConfirmation', auth.confirmAccountDeletion);
}

export function useDoubleOptInMachine() {
  const mailGateway = useApi(mailGatewayApi);
  const replace = useReplaceWithoutToken();
  return useMemo(
    () =>
      doubleOptInMachine.provide({
        actors: {
          confirmSubscription: fromPromise<undefined, { email: string; token: string }>(async ({ input }) => {
            await once(`subscription:${input.email}:${input.token}`, () => mailGateway.confirmSubscription(input.email, input.token));
            return undefined;
          }),
        },
        actions: {
          redirect: (_, params) => replace(href(params.to)),
        },
      }),
    [mailGateway, replace],
  );
}
