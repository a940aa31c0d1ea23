import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onFirstInput } from '@/platform/idle/onFirstInput';

describe('onFirstInput', () => {
  it.each([
    ['a pointer moved', () => fireEvent.pointerMove(document.body)],
    ['a pointer pressed', () => fireEvent.pointerDown(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
  ])('runs its task once, on the first input (%s)', (_, input) => {
    const task = vi.fn();
    onFirstInput(task);
    expect(task).not.toHaveBeenCalled();
    input();
    expect(task).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    const cancel = onFirstInput(task);
    cancel();
    fireEvent.pointerDown(document.body);
    expect(task).not.toHaveBeenCalled();
  });
});
