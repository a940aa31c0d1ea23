// Account deletion, the request half (spec S0 §4 "Account deletion: request, then confirm by
// token"), a confirm flow (../shared/confirmFlow.ts): from the settings page the customer asks to
// delete the account (`request`, the spec's name), confirms in a second step, the request goes out,
// and the service mails a confirmation link (Finished), or it fails. The confirm-by-token half is
// accountDeletionConfirmation.machine.ts (the page opened from the mail).
import { createConfirmFlowMachine } from '../shared/confirmFlow';

export const accountDeletionMachine = createConfirmFlowMachine({
  id: 'accountDeletion',
  description: 'Asks the auth service to mail an account-deletion confirmation link.',
  names: { closed: 'request' },
  descriptions: {
    closed: 'The settings page offers "Delete account"; nothing is sent yet.',
    confirming: 'The confirm step: the customer confirms or cancels the deletion request.',
    inProgress: 'The deletion request is on its way to the auth service.',
    done: 'The confirmation mail went out: "check your inbox"; the account is deleted once the link is confirmed.',
    failed: 'The request failed; accountDeletion.confirm tries again, accountDeletion.cancel goes back.',
  },
  /** POST …/deleteaccount {channel}: resolves on 202 */
  act: 'requestAccountDeletion',
  actInput: () => undefined,
  context: (_input: undefined) => ({}),
  payload: () => ({}),
  afterDone: 'final',
});
