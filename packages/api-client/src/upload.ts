import { REQUEST_TIMEOUT_MS } from './middleware';
import { RequestTimeoutError } from './errors';

export interface UploadFetchOptions {
  /** Called with whole percents (0 to 100) as the body is sent. */
  onProgress: (percent: number) => void;
  /** Fails the upload when no progress was made for this long (default: the request time-out). */
  idleTimeoutMs?: number;
  /** For tests; the default is the browser's XMLHttpRequest. */
  createXhr?: () => XMLHttpRequest;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for one upload call that reports progress percent (uploads show progress). `fetch`
 * cannot observe upload progress, so this sends the already built request —
 * headers set by the client's middleware included — through XMLHttpRequest.
 * Use it per call: `client.POST(path, { body, bodySerializer, fetch: createUploadFetch({...}) })`.
 */
export function createUploadFetch({
  onProgress,
  idleTimeoutMs = REQUEST_TIMEOUT_MS,
  createXhr = () => new XMLHttpRequest(),
}: UploadFetchOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.body === null ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      let idleTimer: ReturnType<typeof setTimeout> | undefined;
      const armIdleTimer = () => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => {
          xhr.abort();
          reject(new RequestTimeoutError(idleTimeoutMs));
        }, idleTimeoutMs);
      };
      const finish = () => {
        clearTimeout(idleTimer);
        request.signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        finish();
        xhr.abort();
        reject(
          request.signal.reason ?? new DOMException('The upload was cancelled.', 'AbortError'),
        );
      };

      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) => {
        armIdleTimer();
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
      xhr.upload.onload = () => onProgress(100);
      xhr.onload = () => {
        finish();
        const status = xhr.status;
        const payload = NULL_BODY_STATUSES.has(status)
          ? null
          : (xhr.response as ArrayBuffer | null);
        resolve(
          new Response(payload, {
            status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        finish();
        reject(new TypeError('The upload failed: the network connection was lost.'));
      };
      if (request.signal.aborted) {
        onAbort();
        return;
      }
      request.signal.addEventListener('abort', onAbort);
      armIdleTimer();
      onProgress(0);
      xhr.send(body);
    });
  };
}
