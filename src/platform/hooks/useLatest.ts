import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the value of the last render: for callbacks and machine actions that
 * outlive the render that made them (an actor's action, an observer's callback) and must call the
 * latest `onDone`, not the one of the first render, without being made again on every render.
 * Set in a layout effect: a handler run between a commit and its passive effects (a click right
 * after a page of photos arrived) already reads the committed values.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
