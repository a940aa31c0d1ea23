import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { TextField } from '@/ui/TextField';

const labels = { confirm: 'Delete', submitting: 'Deleting...', cancel: 'Cancel', close: 'Close' };
const dialogProps = { open: true, onEscape: () => undefined, onOverlayClick: () => undefined, onClose: () => undefined };

describe('TextField', () => {
  it('names the input by its label and describes it by its hint; no error, not invalid', () => {
    render(<TextField label="New e-mail address" hint="We send a link to it" />);
    const input = screen.getByRole('textbox', { name: 'New e-mail address' });
    expect(input).toHaveAccessibleDescription('We send a link to it');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('with an error: invalid, and the error is read with the field beside the hint', () => {
    render(<TextField label="Word" hint="Type DELETE" error="That is not the word" />);
    const input = screen.getByRole('textbox', { name: 'Word' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Type DELETE That is not the word');
  });

  it('passes the input its props and ref', () => {
    function Focusing() {
      const ref = useRef<HTMLInputElement>(null);
      const [value, setValue] = useState('');
      return (
        <>
          <TextField ref={ref} label="Name" value={value} onChange={(event) => setValue(event.target.value)} />
          <button type="button" onClick={() => ref.current?.focus()}>
            focus
          </button>
        </>
      );
    }
    render(<Focusing />);
    fireEvent.click(screen.getByRole('button', { name: 'focus' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'Ann' } });
    expect(input).toHaveValue('Ann');
  });
});

describe('ConfirmDialog', () => {
  it('confirms with its button and cancels with Cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        dialog={dialogProps}
        title="Delete photo?"
        labels={labels}
        submitting={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while submitting: confirm says so and does nothing, cancel and × are off', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        dialog={dialogProps}
        title="Delete photo?"
        labels={labels}
        submitting
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Deleting...' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('shows a failure as an alert inside the dialog, which stays open for another try', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        dialog={dialogProps}
        title="Delete photo?"
        labels={labels}
        submitting={false}
        error="Error: Your photo could not be deleted"
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete photo?' });
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Your photo could not be deleted');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('focuses the field it is given as it opens, and Enter in the field confirms', () => {
    const onConfirm = vi.fn();
    function WithField() {
      const field = useRef<HTMLInputElement>(null);
      return (
        <ConfirmDialog
          dialog={dialogProps}
          title="Delete all photos?"
          labels={labels}
          submitting={false}
          initialFocus={field}
          onConfirm={onConfirm}
          onCancel={() => undefined}
        >
          <TextField ref={field} label="Type DELETE" />
        </ConfirmDialog>
      );
    }
    render(<WithField />);
    const input = screen.getByRole('textbox', { name: 'Type DELETE' });
    expect(input).toHaveFocus();
    fireEvent.submit(input);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
