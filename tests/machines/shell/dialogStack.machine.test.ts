import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dialogStackMachine } from '@machines/shell/dialogStack.machine';

const open = (id: string, escape = true, overlay = true) => ({ type: 'dialogStack.open', id, dismissible: { escape, overlay } }) as const;
const ids = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.stack.map((dialog) => dialog.id);
const start = () => createActor(dialogStackMachine).start();

describe('dialog stack machine', () => {
  /** Two dialogs opened, 'first' then 'second', both closable. */
  function twoOpen() {
    const actor = start();
    actor.send(open('first'));
    actor.send(open('second'));
    return actor;
  }

  it('stacks dialogs in the order they open', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send(open('first'));
    actor.send(open('second'));
    expect(ids(actor)).toEqual(['first', 'second']);
  });

  it('lets Escape close only the top dialog, then the next', () => {
    const actor = twoOpen();
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

  /** 'a' and 'b' opened, then 'a' opened again. */
  function reopenedBelow() {
    const actor = start();
    actor.send(open('a'));
    actor.send(open('b'));
    actor.send(open('a'));
    return actor;
  }

  it('moves a dialog opened again to the top', () => {
    const actor = reopenedBelow();
    expect(ids(actor)).toEqual(['b', 'a']);
  });

  it('closes any dialog by id, and ignores an unknown id', () => {
    const actor = reopenedBelow();
    actor.send({ type: 'dialogStack.close', id: 'b' });
    expect(ids(actor)).toEqual(['a']);
    actor.send({ type: 'dialogStack.close', id: 'unknown' });
    expect(ids(actor)).toEqual(['a']);
    actor.send({ type: 'dialogStack.close', id: 'a' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
