import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a submit that found problems, focus goes to the first field marked invalid, so a keyboard
 * or screen-reader user lands on what to correct (the field reads its error with it). Call
 * `focusFirstProblem()` from the submit handler; the focus moves once the fields show their errors.
 */
export function useFocusFirstProblem(): { formRef: RefObject<HTMLFormElement | null>; focusFirstProblem: () => void } {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);
  const focusFirstProblem = useCallback(() => setSubmits((count) => count + 1), []);
  return { formRef, focusFirstProblem };
}
