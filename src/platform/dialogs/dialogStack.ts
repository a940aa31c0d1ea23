import { createActor, type ActorRefFrom } from 'xstate';
import { dialogStackMachine } from '@machines/shell/dialogStack.machine';
import { inspect } from '../inspection/inspect';

export type DialogStackActor = ActorRefFrom<typeof dialogStackMachine>;

/** The app's one dialog stack: a long-lived actor, created once (ARCHITECTURE "Machines"). */
export const dialogStack: DialogStackActor = createActor(dialogStackMachine, { inspect }).start();

/** Whether any dialog is open now; the photo preview leaves Escape to the dialogs then (DECISIONS 36). */
export function isAnyDialogOpen(actor: DialogStackActor = dialogStack): boolean {
  return actor.getSnapshot().context.stack.length > 0;
}
