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
 * picture not in yet (`complete` turns true when it has come or failed): the first view's pictures
 * are part of what the page draws first (an album cover is the largest thing on the albums tab), and
 * what may wait must not go in front of them. Only what is in the window counts: the customer sees
 * the page drawn, and a grid's months further down load as they come into view (their placeholders
 * stay until then).
 */
const ON_ITS_WAY = '[data-loading],img';

/**
 * A picture is on its way until it has come or failed (`complete`, which is true from the start for
 * one without a source), whether or not the browser has taken up its request (`currentSrc`): a lazy
 * one is taken up once the page is laid out, after the animation frame that looks here, and Chromium
 * can leave an eager one's `currentSrc` empty while the picture it shares with the early start's
 * request is on its way (for seconds, under load).
 */
function pictureOnItsWay(image: HTMLImageElement): boolean {
  return !image.complete;
}

function onItsWay(element: Element): boolean {
  return (!(element instanceof HTMLImageElement) || pictureOnItsWay(element)) && inWindow(element);
}

/** Whether `root` holds something and nothing in the window stands for content on its way. */
function isDrawn(root: Element): boolean {
  return root.childElementCount > 0 && !Array.from(root.querySelectorAll(ON_ITS_WAY)).some(onItsWay);
}

/**
 * Runs `then` once the pictures of `root` in the window have been drawn: decoded (an
 * `<img decoding="async">` that has come is painted a frame or more later, once decoded) and a frame
 * painted after that. Run as soon as they had come, what may wait (its chunks, their evaluation, the
 * customer's chat) went in front of that paint: the albums tab's largest element, a cover, was drawn
 * 100 ms after it had come.
 */
function afterPicturesDrawn(root: Element, then: () => void) {
  const pictures = Array.from(root.querySelectorAll('img')).filter((image) => image.complete && image.currentSrc !== '' && inWindow(image));
  // a picture that failed does not decode: it counts as drawn (its box is)
  const decoded = pictures.map((picture) => (typeof picture.decode === 'function' ? picture.decode().catch(() => undefined) : undefined));
  void Promise.all(decoded).then(() => requestAnimationFrame(() => window.setTimeout(then, 0)));
}

/** A task waiting for the page to be drawn, with its root and its timeout's timer. */
interface Waiter {
  task: () => void;
  root: Element;
  timer: number;
  /** the page is drawn: the task waits for its pictures to be */
  drawn: boolean;
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
  // each root looked at once: null while it is not drawn, else its waiters ready
  const drawn = new Map<Element, Waiter[] | null>();
  for (const waiter of waiters) {
    if (waiter.drawn) continue;
    const found = drawn.has(waiter.root) ? drawn.get(waiter.root) : isDrawn(waiter.root) ? [] : null;
    drawn.set(waiter.root, found ? [...found, waiter] : null);
    if (found) waiter.drawn = true;
  }
  for (const [root, ready] of drawn) {
    if (!ready) continue;
    // each task in a task of its own: one that throws does not keep the others from running
    afterPicturesDrawn(root, () => ready.forEach((waiter) => window.setTimeout(() => run(waiter), 0)));
  }
  if ([...waiters].some((waiter) => !waiter.drawn)) frame = requestAnimationFrame(look);
}

/** Runs a waiter's task unless it has run (its timeout) or was cancelled. */
function run(waiter: Waiter) {
  if (!waiters.has(waiter)) return;
  leave(waiter);
  waiter.task();
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
 * seen at an animation frame (after a commit, before its paint), and its pictures in the window have
 * been painted (afterPicturesDrawn). A failed call counts: its message is drawn in place of the
 * loader, as a failed picture counts as come. At the latest after `timeout` ms. Answers a cancel.
 */
export function whenPageDrawn(task: () => void, root: Element = document.body, timeout = PAGE_DRAWN_TIMEOUT_MS): () => void {
  const waiter: Waiter = { task, root, timer: window.setTimeout(() => run(waiter), timeout), drawn: false };
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
