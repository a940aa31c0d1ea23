// What the picture says for a delay the machine computes (a function in `implementations.delays`):
// the spec's constants, by machine id and delay name. A delay with a number is shown as that
// number; tests/unit/flowsGraph.test.ts fails when a computed delay of a catalogued machine has no
// text here.
import { DELETE_RETRY_BASE_DELAY_MS, PUSH_RECONNECT_BASE_DELAY_MS, PUSH_RECONNECT_MAX_DELAY_MS, RENEW_AT_SHARE } from '@schemas/tunables';

export const computedDelays: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  auth: { renewBeforeExpiry: `${RENEW_AT_SHARE * 100} % of the token lifetime` },
  bulkDelete: { retryBackoff: `${DELETE_RETRY_BASE_DELAY_MS} ms × 2^(attempt − 1)` },
  pushConnection: { reconnectDelay: `${PUSH_RECONNECT_BASE_DELAY_MS} ms × 2^(attempt − 1), at most ${PUSH_RECONNECT_MAX_DELAY_MS} ms` },
};
