import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * The stand-in for an actor a machine declares in `setup()` and its wiring provides with
 * `.provide()` (the real call): run unprovided, it fails with `what` and "is not provided".
 */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(what: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${what} is not provided`)));
}
