// Sending photos to the storage service with tus-js-client 4.3.1 (schemas/upload.ts; PITFALLS "tus
// uploads"): chunks of UPLOAD_CHUNK_BYTES so that progress and aborts happen at chunk boundaries,
// retries that resume from the server's offset after a dropped connection, the current bearer token
// on every request (a 401 renews it and tries again), the record of an unfinished upload kept in
// local storage so that the same file picked again after a reload continues where it stopped, and
// removed once the file is sent (removeFingerprintOnSuccess). The creation and the offset checks
// time out like any service call; a PATCH is not timed (a chunk on a slow line takes long). A
// creation answer without a usable Location fails as a request, as a timeout does; so does an
// answer that has every byte but names no photo (Upload-Photo-Id): the service has the file but
// may not have made the photo (it stopped meanwhile), so the upload asks again (its retries, a
// HEAD each) and is done only with the photo's id, or fails once the retries are spent.
import {
  DefaultHttpStack,
  DetailedError,
  Upload,
  type HttpRequest,
  type HttpResponse,
  type HttpStack,
  type UploadOptions,
} from 'tus-js-client';
import { SERVICE_TIMEOUT_MS, UPLOAD_CHUNK_BYTES, UPLOAD_CONCURRENCY, UPLOAD_RETRY_DELAYS_MS } from '@schemas/tunables';
import { UPLOAD_PHOTO_ID_HEADER, UPLOAD_REFUSAL_MESSAGES, UPLOAD_TUS_PATH, UploadRefusal } from '@schemas/upload';
import type { UploadJob, UploadProgressEvent } from '@machines/photos/upload/upload.machine';

export interface TusTokens {
  getAccessToken(): string | null;
  /** renews the token (the API clients' shared renewal); rejects when the session is gone */
  renewAccessToken(): Promise<string>;
}

export interface TusSettings {
  /** the storage service's absolute base URL, ending in '/' */
  storageBaseUrl: string;
  tokens: TusTokens;
  /** where the guarded requests go out (default: tus-js-client's own stack; the client's tests script one) */
  transport?: HttpStack;
}

/**
 * Why tus-js-client must not take this answer, or null; refused here, it is a failed request that
 * is retried. A creation whose Location is not a URL (a garbled answer): tus-js-client would open
 * its next request on it and throw past its own error handling, leaving the upload hanging. A HEAD
 * or PATCH answering the whole file (`size` bytes) without the photo it became: tus-js-client would
 * take it as done.
 */
function unusableAnswer(request: HttpRequest, response: HttpResponse, size: number): string | null {
  const status = response.getStatus();
  if (status < 200 || status >= 300) return null;
  const method = request.getMethod();
  if (method === 'POST') {
    const location = response.getHeader('Location');
    return location && !URL.canParse(location, request.getURL()) ? `tus: the created upload's Location is not a URL: ${location}` : null;
  }
  const complete = (method === 'HEAD' || method === 'PATCH') && response.getHeader('Upload-Offset') === String(size);
  return complete && !response.getHeader(UPLOAD_PHOTO_ID_HEADER) ? 'tus: the upload is complete but its photo is not made yet' : null;
}

/**
 * A request whose answer is checked (unusableAnswer, for a file of `size` bytes) and that, with a
 * time limit, fails as a dropped connection when it takes longer than `timeoutMs` (the tus stack
 * has no timeout).
 */
function guarded(request: HttpRequest, size: number, timeoutMs: number | null): HttpRequest {
  return {
    getMethod: () => request.getMethod(),
    getURL: () => request.getURL(),
    setHeader: (header, value) => request.setHeader(header, value),
    getHeader: (header) => request.getHeader(header),
    setProgressHandler: (handler) => request.setProgressHandler(handler),
    abort: () => request.abort(),
    getUnderlyingObject: (): unknown => request.getUnderlyingObject(),
    send: (body: unknown) =>
      new Promise<HttpResponse>((resolve, reject) => {
        const timer =
          timeoutMs === null
            ? undefined
            : setTimeout(() => {
                void request.abort();
                reject(new Error(`tus: ${request.getMethod()} ${request.getURL()} timed out after ${timeoutMs} ms`));
              }, timeoutMs);
        request.send(body).then(
          (response) => {
            clearTimeout(timer);
            const problem = unusableAnswer(request, response, size);
            if (problem) reject(new Error(problem));
            else resolve(response);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  };
}

/** The requests of one file's upload (`size` bytes), each guarded. */
class GuardedHttpStack implements HttpStack {
  constructor(
    private readonly size: number,
    private readonly inner: HttpStack,
  ) {}
  createRequest(method: string, url: string): HttpRequest {
    return guarded(this.inner.createRequest(method, url), this.size, method === 'PATCH' ? null : SERVICE_TIMEOUT_MS);
  }
  getName(): string {
    return 'GuardedHttpStack';
  }
}

const isRetryable = (status: number) => !(status >= 400 && status < 500) || status === 409 || status === 423;

/**
 * The refusal a 4xx answer names (its `{ message }` is one of UPLOAD_REFUSAL_MESSAGES), else null;
 * a 413 without one of them is the size refusal.
 */
export function refusalOf(error: unknown): UploadRefusal | null {
  if (!(error instanceof DetailedError) || !error.originalResponse) return null;
  const status = error.originalResponse.getStatus();
  if (status < 400 || status >= 500) return null;
  let message: unknown = null;
  try {
    const body: unknown = JSON.parse(error.originalResponse.getBody());
    message = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
  } catch {
    message = null;
  }
  const found = UploadRefusal.options.find((refusal) => UPLOAD_REFUSAL_MESSAGES[refusal] === message);
  return found ?? (status === 413 ? 'size' : null);
}

/** The tus options of one file (also used to look up its unfinished upload). */
export function tusOptions(
  settings: TusSettings,
  job: Pick<UploadJob, 'name' | 'blob'>,
  handlers: Partial<UploadOptions> = {},
): UploadOptions {
  const { tokens } = settings;
  return {
    endpoint: new URL(UPLOAD_TUS_PATH, settings.storageBaseUrl).href,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: [...UPLOAD_RETRY_DELAYS_MS],
    removeFingerprintOnSuccess: true,
    httpStack: new GuardedHttpStack(job.blob.size, settings.transport ?? new DefaultHttpStack({})),
    metadata: { filename: job.name, filetype: job.blob.type },
    onBeforeRequest: (request) => {
      const token = tokens.getAccessToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry: (error, _attempt, _options) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (status === 401) {
        // the next attempt (after the retry delay) carries the renewed token
        tokens.renewAccessToken().catch(() => undefined);
        return true;
      }
      return isRetryable(status);
    },
    ...handlers,
  };
}

/** Whether an unfinished upload of this file is recorded (a reload mid-upload). */
export async function hasUnfinishedUpload(settings: TusSettings, job: Pick<UploadJob, 'name' | 'blob'>): Promise<boolean> {
  const previous = await new Upload(job.blob, tusOptions(settings, job)).findPreviousUploads();
  return previous.length > 0;
}

/**
 * Sends the jobs, UPLOAD_CONCURRENCY at a time, reporting each file's progress and outcome; the
 * returned function aborts what is running (their partial uploads stay resumable) and starts no more.
 */
export function sendWithTus(settings: TusSettings, jobs: readonly UploadJob[], report: (event: UploadProgressEvent) => void): () => void {
  const waiting = [...jobs];
  const running = new Set<Upload>();
  let stopped = false;

  const next = () => {
    if (stopped) return;
    const job = waiting.shift();
    if (!job) return;
    const finish = (upload: Upload) => {
      running.delete(upload);
      next();
    };
    const upload: Upload = new Upload(
      job.blob,
      tusOptions(settings, job, {
        onProgress: (sent) => report({ type: 'upload.fileProgress', id: job.id, sent }),
        // the last answer is the final PATCH's, or, when the upload was finished already (its final
        // answer lost on an earlier try), the HEAD's: both name the photo (an answer without it is
        // refused by the stack, and asked again)
        onSuccess: ({ lastResponse }) => {
          const photoId = lastResponse.getHeader(UPLOAD_PHOTO_ID_HEADER);
          if (photoId) report({ type: 'upload.fileDone', id: job.id, photoId });
          else report({ type: 'upload.fileFailed', id: job.id, message: 'tus: the upload named no photo', refusal: null });
          finish(upload);
        },
        onError: (error) => {
          report({ type: 'upload.fileFailed', id: job.id, message: error.message, refusal: refusalOf(error) });
          finish(upload);
        },
      }),
    );
    running.add(upload);
    void (async () => {
      if (job.resumable) {
        const previous = await upload.findPreviousUploads().catch(() => []);
        const last = [...previous].sort((a, b) => a.creationTime.localeCompare(b.creationTime)).at(-1);
        if (last) upload.resumeFromPreviousUpload(last);
      }
      if (!stopped) upload.start();
    })();
  };

  for (let i = 0; i < UPLOAD_CONCURRENCY; i += 1) next();
  return () => {
    stopped = true;
    for (const upload of running) void upload.abort();
    running.clear();
  };
}
