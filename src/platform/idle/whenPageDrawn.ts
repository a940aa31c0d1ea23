// What may wait for the page (docs/PERFORMANCE.md: the help chat and the survey, the analytics
// collector, the channel's merchandise data, messages for logs) waits until the page has drawn what
// it opened with. The browser being idle is not enough: it is idle while the page's first data is on
// its way, and what loaded then came in front of the page's first paint.
import { whenIdle } from './whenIdle';

/** The longest wait for the page's first content, in milliseconds: a page whose call hangs still gets what may wait. */
export const PAGE_DRAWN_TIMEOUT_MS = 5000;

/** Whether an element shows in the window (a hidden one has an empty box at the top left). */
function inWindow(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/**
 * What stands for content on its way: a loader (src/ui/Loader.tsx: the page's, the session's, a
 * screen's whose code is coming), a photo grid not laid out yet, a photo's placeholder; and a
 * picture asked for and not in yet (`currentSrc` is its request's address; `complete` turns true
 * when it has come or failed): the first view's pictures are part of what the page draws first (an
 * album cover is the largest thing on the albums tab), and what may wait must not go in front of them.
 * Only what is in the window counts: the customer sees the page drawn, and a grid's months further
 * down load as they come into view (their placeholders stay until then).
 */
const ON_ITS_WAY = '[data-loading],img';

function onItsWay(element: Element): boolean {
  return (!(element instanceof HTMLImageElement) || (!element.complete && element.currentSrc !== '')) && inWindow(element);
}

/**
 * Runs `task` once the page has drawn its first content: `root` (the app's root element) holds
 * something and nothing in the window stands for content on its way (above, pictures included), as
 * seen at an animation frame (after a commit, before its paint). A failed call counts: its message
 * is drawn in place of the loader, as a failed picture counts as come. At the latest after `timeout`
 * ms. Answers a cancel.
 */
export function whenPageDrawn(task: () => void, root: Element = document.body, timeout = PAGE_DRAWN_TIMEOUT_MS): () => void {
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
  const finish = () => {
    stop();
    task();
  };
  const check = () => {
    if (root.childElementCount > 0 && !Array.from(root.querySelectorAll(ON_ITS_WAY)).some(onItsWay)) finish();
    else frame = requestAnimationFrame(check);
  };
  const timer = window.setTimeout(finish, timeout);
  frame = requestAnimationFrame(check);
  return stop;
}

/** Runs `task` when the browser is idle after the page has drawn its first content (both above); answers a cancel. */
export function whenPageIdle(task: () => void, root?: Element): () => void {
  let cancelIdle = () => {};
  const cancelDrawn = whenPageDrawn(() => {
    cancelIdle = whenIdle(task);
  }, root);
  return () => {
    cancelDrawn();
    cancelIdle();
  };
}
