// What waits for the page waits with code of its own: whenPageDrawn.ts and whenIdle.ts are a chunk
// apart, asked for when something first waits (the bootstrap, at its first render). Nothing of the
// first paint needs them, and the shell stays within its budget (`npm run bench:bundle`).

/**
 * `whenPageIdle` (whenPageDrawn.ts) once its chunk is in: runs `task` when the browser is idle
 * after the page has drawn its first content. A chunk that cannot load runs `task` at once (what
 * waits is not held back for good). Answers a cancel.
 */
export function onPageIdle(task: () => void, root?: Element): () => void {
  let cancelled = false;
  let cancel = () => {};
  import('./whenPageDrawn')
    .then(({ whenPageIdle }) => {
      if (!cancelled) cancel = whenPageIdle(task, root);
    })
    .catch(() => {
      if (!cancelled) task();
    });
  return () => {
    cancelled = true;
    cancel();
  };
}
