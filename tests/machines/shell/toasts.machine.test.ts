import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_TOAST_DURATION_MS } from '@schemas/tunables';
import { toastsMachine } from '@machines/shell/toasts.machine';

describe('toasts machine', () => {
  it('adds toasts with the default duration and tone, and generated ids', () => {
    const actor = createActor(toastsMachine).start();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'toasts.show', messageKey: 'toasts.preparingDownload' });
    actor.send({ type: 'toasts.show', messageKey: 'toasts.downloadFailed', tone: 'error', durationMs: 10_000, params: { count: 2 } });
    const { toasts } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('showing');
    expect(toasts).toEqual([
      { id: 'toast-1', messageKey: 'toasts.preparingDownload', tone: 'info', durationMs: DEFAULT_TOAST_DURATION_MS },
      { id: 'toast-2', messageKey: 'toasts.downloadFailed', tone: 'error', durationMs: 10_000, params: { count: 2 } },
    ]);
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5_000);
  });

  it('replaces a toast shown again with the same id, and empties on the last dismiss', () => {
    const actor = createActor(toastsMachine).start();
    actor.send({ type: 'toasts.show', id: 'download', messageKey: 'toasts.preparingDownload' });
    actor.send({ type: 'toasts.show', id: 'download', messageKey: 'toasts.downloadingPhotos', durationMs: 10_000 });
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.messageKey)).toEqual(['toasts.downloadingPhotos']);
    actor.send({ type: 'toasts.dismiss', id: 'other' });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'toasts.dismiss', id: 'download' });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('dismisses all at once', () => {
    const actor = createActor(toastsMachine).start();
    actor.send({ type: 'toasts.show', messageKey: 'a' });
    actor.send({ type: 'toasts.show', messageKey: 'b' });
    actor.send({ type: 'toasts.dismissAll' });
    expect(actor.getSnapshot().context.toasts).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
  });
});
