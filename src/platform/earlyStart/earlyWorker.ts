// The early start in a worker of its own. Its requests come one after another (the session refresh,
// then the customer record and the page's first data, then what those name), and each next one
// leaves once the answer before it has been read. On the main thread that reading waits for a
// turn of the thread, which the app's modules hold while they are parsed and run: in a reload of the
// photo timeline the refresh had answered some 150 ms before its next requests left
// (docs/PERFORMANCE.md "The early start in a worker"). A dedicated worker reads them at once.
//
// The worker runs the same `earlyStart` (earlyStart.ts) with what it cannot see of the window
// handed over when it is made (the address, the cookies' session marker, the saved photo sort, the
// window's width). Each request it sends, and each answer, is mirrored to the window by message:
// the app takes them from there exactly as it takes the main thread's (earlyRequests.ts), as
// `Response`s; cancelling one cancels it in the worker. The first view's pictures are made by the
// window (a worker has no image cache of the page), as soon as the worker names them.
//
// Where no worker can be made (a browser or a policy without blob: workers), the early start runs on
// the main thread as before. Like earlyStart.ts, this file is compiled into the classic script
// (scripts/earlyStartScript.ts): no imports but earlyStart.ts's, and types.
import {
  EARLY_PICTURES_FROM_PX,
  SIGNED_IN_MARKER,
  hasSignedInMarker,
  SORT_STORAGE_PREFIX,
  earlyStart,
  type BuiltServices,
  type EarlyCandidate,
  type EarlyRequest,
  type EarlyStart,
  type EarlyStartEnvironment,
  type SentEarlyStart,
} from './earlyStart';

/** What the worker is told of the window, which it cannot read itself. */
export interface WindowSnapshot {
  origin: string;
  pathname: string;
  /** the page's cookies (only the session marker is read from them) */
  cookie: string;
  /** the photos view's saved sort, as local storage holds it */
  savedSort: string | null;
  /** whether the window is wide enough for early pictures (EARLY_PICTURES_FROM_PX) */
  wide: boolean;
}

/** Where an early request stands in the early start: config.json, the refresh, or the nth of the page's data. */
type Slot = 'config' | 'sessionRefresh' | number;
/** A request the worker sent, named by its number in the worker. */
interface Sent {
  id: number;
  method: string;
  url: string;
}

/** The worker's messages to the window. */
export type FromWorker =
  | { kind: 'plan'; data: number }
  | { kind: 'request'; slot: Slot; sent: Sent | null }
  | { kind: 'list'; slot: number; sent: readonly Sent[] }
  | { kind: 'answer'; id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }
  | { kind: 'failure'; id: number; name: string; message: string }
  | { kind: 'pictures'; urls: readonly string[] }
  | { kind: 'done' };
/** The window's messages to the worker. */
export interface ToWorker {
  kind: 'abort';
  id: number;
}

/** One end of the worker's channel: the worker's own scope, or the Worker object in the window. */
export interface Port<Incoming, Outgoing> {
  postMessage(message: Outgoing, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: { data: Incoming }) => void): void;
}

/** What the early start uses of a worker's scope. */
export interface WorkerScope extends Port<ToWorker, FromWorker> {
  fetch: typeof fetch;
  navigator?: EarlyStartEnvironment['navigator'];
}

const isList = (value: EarlyRequest | readonly EarlyRequest[]): value is readonly EarlyRequest[] => Array.isArray(value);

/**
 * In the worker: mirrors each of the early start's requests, and each answer, to the window; cancels a request the window gives up on. Says `done` once everything is told.
 */
export function mirrorEarlyStart(start: SentEarlyStart, port: Port<ToWorker, FromWorker>): Promise<void> {
  const requests = new Map<number, EarlyRequest>();
  const answered: Promise<void>[] = [];
  const tell = (request: EarlyRequest): Sent => {
    const id = requests.size;
    requests.set(id, request);
    answered.push(
      request.response
        .then(async (response) => {
          const body = await response.arrayBuffer();
          const { status, statusText } = response;
          port.postMessage({ kind: 'answer', id, status, statusText, headers: [...response.headers], body }, [body]);
        })
        .catch((error: unknown) => {
          const name = error instanceof Error ? error.name : 'TypeError';
          port.postMessage({ kind: 'failure', id, name, message: error instanceof Error ? error.message : String(error) });
        }),
    );
    return { id, method: request.method, url: request.url };
  };
  const mirror = (slot: Slot, candidate: EarlyCandidate) =>
    candidate
      .catch(() => null)
      .then((sent) => {
        if (sent !== null && isList(sent)) {
          if (typeof slot === 'number') port.postMessage({ kind: 'list', slot, sent: sent.map(tell) });
          else port.postMessage({ kind: 'request', slot, sent: null });
        } else port.postMessage({ kind: 'request', slot, sent: sent === null ? null : tell(sent) });
      });
  port.addEventListener('message', ({ data }) => {
    if (data.kind === 'abort') requests.get(data.id)?.abort?.();
  });
  port.postMessage({ kind: 'plan', data: start.data.length });
  const told = [
    mirror('config', start.config),
    mirror('sessionRefresh', start.sessionRefresh),
    ...start.data.map((candidate, index) => mirror(index, candidate)),
    start.pictures.then((urls) => port.postMessage({ kind: 'pictures', urls })),
  ];
  // every request is known once every slot is told; then every answer
  return Promise.all(told)
    .then(() => Promise.all(answered))
    .then(() => port.postMessage({ kind: 'done' }));
}

/** The environment `earlyStart` has in the worker: the worker's network, the window's facts. */
export function workerEnvironment(scope: WorkerScope, snapshot: WindowSnapshot): EarlyStartEnvironment {
  return {
    location: { origin: snapshot.origin, pathname: snapshot.pathname },
    fetch: (input, init) => scope.fetch(input, init),
    ...(scope.navigator ? { navigator: scope.navigator } : {}),
    localStorage: { getItem: (key) => (key === `${SORT_STORAGE_PREFIX}photos` ? snapshot.savedSort : null) },
    document: { cookie: snapshot.cookie },
    // the worker only names the pictures (`pictures`); the window makes them
    Image: class {
      src = '';
      fetchPriority = '';
    },
    matchMedia: () => ({ matches: snapshot.wide }),
  };
}

/** A promise with its resolve function outside. */
function settle<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A status a Response may not have a body with. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The worker's answer as the `Response` the app would have had from its own fetch. */
function responseOf(message: Extract<FromWorker, { kind: 'answer' }>, url: string): Response {
  const { status, statusText, headers, body } = message;
  const response = new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, statusText, headers });
  // a made Response has no URL; the app names it in its errors
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

/** The worker's failure as the error the app's own fetch would have rejected with. */
function errorOf({ name, message }: Extract<FromWorker, { kind: 'failure' }>): Error {
  return name === 'AbortError' ? new DOMException(message, 'AbortError') : new TypeError(message);
}

/**
 * In the window: the early start the worker at `port` runs, as the app takes it. `makePicture`
 * fetches a picture into the page's image cache. `failed` is called if the worker cannot run (or
 * dies): what it has not told yet reads as not sent, and the app sends those requests itself.
 */
export function earlyStartFrom(
  port: Port<FromWorker, ToWorker>,
  makePicture: (url: string) => void,
): { start: EarlyStart; failed: () => void; done: Promise<unknown> } {
  const config = settle<EarlyRequest | null>();
  const sessionRefresh = settle<EarlyRequest | null>();
  const data = settle<readonly EarlyCandidate[]>();
  const pictures = settle<readonly string[]>();
  const done = settle<true>();
  let dataSlots: ReturnType<typeof settle<EarlyRequest | readonly EarlyRequest[] | null>>[] = [];
  const answers = new Map<number, { url: string; resolve: (response: Response) => void; reject: (error: Error) => void }>();

  const requestOf = ({ id, method, url }: Sent): EarlyRequest => {
    const response = new Promise<Response>((resolve, reject) => answers.set(id, { url, resolve, reject }));
    // nobody may be there to take a failure (a request the app did not send after all)
    response.catch(() => undefined);
    return { method, url, response, abort: () => port.postMessage({ kind: 'abort', id }) };
  };

  port.addEventListener('message', ({ data: message }) => {
    switch (message.kind) {
      case 'plan':
        dataSlots = Array.from({ length: message.data }, () => settle<EarlyRequest | readonly EarlyRequest[] | null>());
        data.resolve(dataSlots.map((slot) => slot.promise));
        return;
      case 'request': {
        const request = message.sent === null ? null : requestOf(message.sent);
        const { slot } = message;
        if (slot === 'config') config.resolve(request);
        else if (slot === 'sessionRefresh') sessionRefresh.resolve(request);
        else dataSlots[slot]?.resolve(request);
        return;
      }
      case 'list':
        dataSlots[message.slot]?.resolve(message.sent.map(requestOf));
        return;
      case 'answer': {
        const waiting = answers.get(message.id);
        answers.delete(message.id);
        if (!waiting) return;
        try {
          waiting.resolve(responseOf(message, waiting.url));
        } catch (error) {
          waiting.reject(error instanceof Error ? error : new TypeError(String(error)));
        }
        return;
      }
      case 'failure':
        answers.get(message.id)?.reject(errorOf(message));
        answers.delete(message.id);
        return;
      case 'pictures':
        for (const url of message.urls) makePicture(url);
        pictures.resolve(message.urls);
        return;
      case 'done':
        done.resolve(true);
        return;
    }
  });

  const failed = () => {
    for (const slot of [config, sessionRefresh, ...dataSlots]) slot.resolve(null);
    data.resolve(dataSlots.map((slot) => slot.promise));
    pictures.resolve([]);
    for (const { reject } of answers.values()) reject(new TypeError('the early start stopped'));
    answers.clear();
    done.resolve(true);
  };
  return {
    start: { config: config.promise, sessionRefresh: sessionRefresh.promise, data: data.promise, pictures: pictures.promise },
    failed,
    done: done.promise,
  };
}

/** What the early start uses of the window to start its worker. */
export interface EarlyWindow extends EarlyStartEnvironment {
  Worker?: new (url: string) => EarlyWorker;
  Blob?: new (parts: string[], options: { type: string }) => Blob;
  URL?: { createObjectURL(blob: Blob): string; revokeObjectURL(url: string): void };
}
/** What the window uses of its early start's worker. */
export interface EarlyWorker extends Port<FromWorker, ToWorker> {
  addEventListener(type: 'message', listener: (event: { data: FromWorker }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

/** What the worker is told of the window (WindowSnapshot). */
function snapshotOf(win: EarlyStartEnvironment): WindowSnapshot {
  let savedSort: string | null = null;
  let signedIn = false;
  try {
    savedSort = win.localStorage?.getItem(`${SORT_STORAGE_PREFIX}photos`) ?? null;
  } catch {
    savedSort = null; // storage blocked: the view's default sort, as the app will read it
  }
  try {
    signedIn = win.document === undefined || hasSignedInMarker(win.document.cookie);
  } catch {
    signedIn = false;
  }
  return {
    origin: win.location.origin,
    pathname: win.location.pathname,
    // the marker alone: nothing else of the cookies goes into the worker's source
    cookie: signedIn ? `${SIGNED_IN_MARKER}=1` : '',
    savedSort,
    wide: win.matchMedia?.(`(min-width: ${EARLY_PICTURES_FROM_PX}px)`).matches === true,
  };
}

/**
 * In the window: starts the early start in a worker made from `script` (the early start script's
 * own function, whose source is the worker's), and answers what the app takes of it; where no
 * worker can be made, runs it on the main thread.
 */
export function startEarlyStart(win: EarlyWindow, built: BuiltServices, script: { toString(): string }): EarlyStart {
  const { Worker, Blob, URL: urls, Image } = win;
  if (Worker && Blob && urls) {
    try {
      const source = `(${String(script)})(${JSON.stringify(built)}, ${JSON.stringify(snapshotOf(win))});`;
      const address = urls.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const worker = new Worker(address);
      const makePicture = (url: string) => {
        if (!Image) return;
        const picture = new Image();
        picture.fetchPriority = 'high';
        picture.src = url;
      };
      const { start, failed, done } = earlyStartFrom(worker, makePicture);
      worker.addEventListener('error', () => {
        failed();
        worker.terminate();
      });
      // The worker stays, idle, until the page goes: the browser's developer tools (and the
      // end-to-end tests) read an answer's body from the worker that received it.
      void done.then(() => urls.revokeObjectURL(address));
      return start;
    } catch {
      // no worker here (a policy without blob: workers): the main thread sends them
    }
  }
  return earlyStart(win, built);
}

/** In the worker: the early start with what the window told, mirrored to the window. */
export function runEarlyStartWorker(scope: WorkerScope, built: BuiltServices, snapshot: WindowSnapshot): void {
  void mirrorEarlyStart(earlyStart(workerEnvironment(scope, snapshot), built), scope);
}
