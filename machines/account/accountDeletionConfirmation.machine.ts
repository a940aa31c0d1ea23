// Account deletion, the confirm-by-token half (spec S0 §2, §4): success signs out and lands on
// accountDeleted; failure (bad, used, expired or foreign token) replaces the page with deleteAccountError.
import { createTokenConfirmationMachine } from './tokenConfirmation';

export type { TokenConfirmationInput as AccountDeletionConfirmationInput } from './tokenConfirmation';

export const accountDeletionConfirmationMachine = createTokenConfirmationMachine({
  id: 'accountDeletionConfirmation',
  description: 'Confirms an account deletion with the mailed token, then signs out or shows the error page.',
  successDescription: 'The account is deleted: the customer is signed out and lands on accountDeleted.',
  failureDescription: 'Missing, bad, used, expired or foreign token: the page is replaced with deleteAccountError.',
  successRoute: 'accountDeleted',
  errorRoute: 'deleteAccountError',
});
