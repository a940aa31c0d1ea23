// E-mail change, the confirm-by-token half (spec S0 §2, §4): success signs out and lands on
// changeEmailSuccess; failure (bad, used, expired or foreign token; 409 taken meanwhile) replaces the
// page with changeEmailError.
import { createTokenConfirmationMachine } from './tokenConfirmation';

export type { TokenConfirmationInput as EmailChangeConfirmationInput } from './tokenConfirmation';

export const emailChangeConfirmationMachine = createTokenConfirmationMachine({
  id: 'emailChangeConfirmation',
  description: 'Confirms an e-mail change with the mailed token, then signs out or shows the error page.',
  successDescription: 'Confirmed: the customer is signed out and lands on changeEmailSuccess, to sign in with the new address.',
  failureDescription: 'Missing, bad, used, expired or foreign token: the page is replaced with changeEmailError.',
  successRoute: 'changeEmailSuccess',
  errorRoute: 'changeEmailError',
});
