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

/** Whether `root` holds something and nothing in the window stands for content on its way. */
function isDrawn(root: Element): boolean {
  return root.childElementCount > 0 && !Array.from(root.querySelectorAll(ON_ITS_WAY)).some(onItsWay);
}

/** A task waiting for the page to be drawn, with its root and its timeout's timer. */
interface Waiter {
  task: () => void;
  root: Element;
  timer: number;
}

/**
 * Every task waiting, looked at by one loop of animation frames: each looks once a frame whatever
 * the number of waiters (the shell, the bootstrap and the page's parts each wait), each root once.
 * Each look finds the page's loaders and pictures and measures those on their way: done once per
 * waiter, that cost was paid several times a frame while the first view's pictures came.
 */
const waiters = new Set<Waiter>();
let frame = 0;

function look() {
  frame = 0;
  const drawn = new Map<Element, boolean>();
  const ready = [...waiters].filter((waiter) => {
    const isReady = drawn.get(waiter.root) ?? isDrawn(waiter.root);
    drawn.set(waiter.root, isReady);
    return isReady;
  });
  try {
    for (const waiter of ready) {
      // a task before it may have cancelled it
      if (!waiters.has(waiter)) continue;
      leave(waiter);
      waiter.task();
    }
  } finally {
    // a task that throws leaves the others waiting, looked at again in the next frame
    if (waiters.size > 0 && frame === 0) frame = requestAnimationFrame(look);
  }
}

function leave(waiter: Waiter) {
  waiters.delete(waiter);
  window.clearTimeout(waiter.timer);
  if (waiters.size === 0 && frame !== 0) {
    cancelAnimationFrame(frame);
    frame = 0;
  }
}

/**
 * Runs `task` once the page has drawn its first content: `root` (the app's root element) holds
 * something and nothing in the window stands for content on its way (above, pictures included), as
 * seen at an animation frame (after a commit, before its paint). A failed call counts: its message
 * is drawn in place of the loader, as a failed picture counts as come. At the latest after `timeout`
 * ms. Answers a cancel.
 */
export function whenPageDrawn(task: () => void, root: Element = document.body, timeout = PAGE_DRAWN_TIMEOUT_MS): () => void {
  const waiter: Waiter = {
    task,
    root,
    timer: window.setTimeout(() => {
      leave(waiter);
      task();
    }, timeout),
  };
  waiters.add(waiter);
  if (frame === 0) frame = requestAnimationFrame(look);
  return () => leave(waiter);
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
