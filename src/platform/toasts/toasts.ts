import { createActor, type ActorRefFrom } from 'xstate';
import { toastsMachine } from '@machines/shell/toasts.machine';
import { inspect } from '../inspection/inspect';
import { markToastShown } from './toastsShown';

export type ToastsActor = ActorRefFrom<typeof toastsMachine>;

/** The app's one list of toasts: a long-lived actor, created once, with the first code that shows one. */
export const toasts: ToastsActor = createActor(toastsMachine, { inspect }).start();

const watching = toasts.subscribe((snapshot) => {
  if (snapshot.context.toasts.length === 0) return;
  markToastShown();
  watching.unsubscribe();
});
