import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dialogStackMachine } from '@machines/shell/dialogStack.machine';

const open = (id: string, escape = true, overlay = true) => ({ type: 'dialogStack.open', id, dismissible: { escape, overlay } }) as const;
const ids = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.stack.map((dialog) => dialog.id);
const start = () => createActor(dialogStackMachine).start();

describe('dialog stack machine', () => {
  it('stacks dialogs and lets Escape close only the top one, then the next', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send(open('first'));
    actor.send(open('second'));
    expect(ids(actor)).toEqual(['first', 'second']);
    actor.send({ type: 'dialogStack.escape' });
    expect(ids(actor)).toEqual(['first']);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'dialogStack.escape' });
    expect(ids(actor)).toEqual([]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('ignores Escape when the top dialog forbids it, even if a dialog below allows it', () => {
    const actor = start();
    actor.send(open('below'));
    actor.send(open('locked', false, false));
    actor.send({ type: 'dialogStack.escape' });
    expect(ids(actor)).toEqual(['below', 'locked']);
  });

  it('closes on an overlay click only the top dialog, and only when it allows it', () => {
    const actor = start();
    actor.send(open('first'));
    actor.send(open('noOverlay', true, false));
    actor.send({ type: 'dialogStack.overlay', id: 'noOverlay' });
    actor.send({ type: 'dialogStack.overlay', id: 'first' }); // not on top
    expect(ids(actor)).toEqual(['first', 'noOverlay']);
    actor.send({ type: 'dialogStack.close', id: 'noOverlay' });
    actor.send({ type: 'dialogStack.overlay', id: 'first' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('moves a dialog opened again to the top, and closes any dialog by id', () => {
    const actor = start();
    actor.send(open('a'));
    actor.send(open('b'));
    actor.send(open('a'));
    expect(ids(actor)).toEqual(['b', 'a']);
    actor.send({ type: 'dialogStack.close', id: 'b' });
    expect(ids(actor)).toEqual(['a']);
    actor.send({ type: 'dialogStack.close', id: 'unknown' });
    expect(ids(actor)).toEqual(['a']);
    actor.send({ type: 'dialogStack.close', id: 'a' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
