import { reportError } from '@/platform/errors/reporter';

/** The machines' reportFailure action: a failed action is logged and reported (S0 §8). */
export const reportFailureAs =
  (source: string) =>
  (_: unknown, params: { error: unknown }): void =>
    reportError(source, params.error);
