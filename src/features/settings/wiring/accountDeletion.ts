// Real actors and actions for the settings page's account deletion request
// (machines/account/accountDeletion.machine.ts): the auth service's call for the signed-in identity
// and the host's channel; a failure is logged to the console and to the error reporter (S0 §8).
// The confirmation of the mailed link is an account flow (src/features/account/wiring).
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { accountDeletionMachine } from '@machines/account/accountDeletion.machine';
import { useBrand } from '@/platform/brand/BrandContext';
import { requireIdentity, useAuthApi, useIdentity } from '@/features/shared/wiring/authService';

export function useAccountDeletionMachine() {
  const auth = useAuthApi();
  const identity = useIdentity();
  const { channel } = useBrand().brand;
  return useMemo(
    () =>
      accountDeletionMachine.provide({
        actors: {
          act: fromPromise<undefined, undefined>(async ({ signal }) => {
            await auth.requestAccountDeletion(requireIdentity(identity), channel, { signal });
            return undefined;
          }),
        },
      }),
    [auth, identity, channel],
  );
}
