import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dialogStackMachine } from '@machines/shell/dialogStack.machine';
import { isAnyDialogOpen, type DialogStackActor } from '@/platform/dialogs/dialogStack';
import { useStackedDialog } from '@/platform/dialogs/useStackedDialog';
import { Dialog } from '@/ui/Dialog';

function Pair({ actor }: { actor: DialogStackActor }) {
  const first = useStackedDialog('first', { escape: true, overlay: true }, actor);
  const second = useStackedDialog('second', { escape: true, overlay: false }, actor);
  return (
    <>
      <button type="button" onClick={first.open}>
        open first
      </button>
      <Dialog {...first.dialogProps} title="First">
        <button type="button" onClick={second.open}>
          open second
        </button>
      </Dialog>
      <Dialog {...second.dialogProps} title="Second" />
    </>
  );
}

describe('Dialog over the dialog stack', () => {
  it('Escape closes only the top-most dialog, and the stack says when none is open', () => {
    const actor = createActor(dialogStackMachine).start();
    render(<Pair actor={actor} />);
    fireEvent.click(screen.getByRole('button', { name: 'open first' }));
    fireEvent.click(screen.getByRole('button', { name: 'open second' }));
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
    expect(isAnyDialogOpen(actor)).toBe(true);

    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();

    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0);
    expect(isAnyDialogOpen(actor)).toBe(false);
  });
});
