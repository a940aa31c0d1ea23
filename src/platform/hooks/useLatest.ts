import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the value of the last render: for callbacks and machine actions that
 * outlive the render that made them (an actor's action, an observer's callback) and must call the
 * latest `onDone`, not the one of the first render, without being made again on every render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
