import { createActor, type ActorRefFrom } from 'xstate';
import { toastsMachine } from '@machines/toasts.machine';
import { inspect } from '../inspect';

export type ToastsActor = ActorRefFrom<typeof toastsMachine>;

/** The app's one list of toasts: a long-lived actor, created once. */
export const toasts: ToastsActor = createActor(toastsMachine, { inspect }).start();
