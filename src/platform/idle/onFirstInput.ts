/** The inputs that say a customer has started to use the page. */
const INPUTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `task` once, on the customer's first input on the page (a pointer moved or pressed, a touch,
 * a key): what a page needs only once the customer acts (its dialogs, the selection's bulk actions)
 * loads then. Loaded when idle instead, its work landed in the page's first seconds, where it held
 * up the page's own (Lighthouse's total blocking time, docs/PERFORMANCE.md). Answers a cancel.
 */
export function onFirstInput(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of INPUTS) document.removeEventListener(type, run, true);
  };
  for (const type of INPUTS) document.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
