import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RequestTimeoutError } from './errors';
import { createUploadFetch } from './upload';

type ProgressHandler = ((event: ProgressEvent) => void) | null;

/** Just enough of XMLHttpRequest to drive an upload by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  aborted = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseHeaders = '';
  upload: { onprogress: ProgressHandler; onload: ProgressHandler } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, json: unknown, extraHeaders = '') {
    this.status = status;
    this.response = new TextEncoder().encode(JSON.stringify(json)).buffer as ArrayBuffer;
    this.responseHeaders = `content-type: application/json\r\nx-request-id: 7\r\n${extraHeaders}`;
    this.upload.onload?.({} as ProgressEvent);
    this.onload?.();
  }
}

function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('No XMLHttpRequest was created.');
  return FakeXhr.last;
}

const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

function uploadRequest(signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(1024)], { type: 'image/png' }), 'sagrada.png');
  return new Request('http://colla.test/api/brand/media', {
    method: 'POST',
    body: form,
    headers: { Authorization: 'Bearer tok' },
    signal,
  });
}

async function nextTick() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('uploads report progress percent (spec §7)', () => {
  it('reports whole percents and answers with the server response', async () => {
    const percents: number[] = [];
    const upload = createUploadFetch({ onProgress: (p) => percents.push(p), createXhr });
    const pending = upload(uploadRequest());
    await nextTick();
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.headers.authorization).toBe('Bearer tok');
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(xhr.body).toBeInstanceOf(Blob);

    xhr.progress(256, 1024);
    xhr.progress(683, 1024);
    xhr.respond(201, { id: 31, url: '/uploads/media/31.png' });
    const response = await pending;

    expect(percents).toEqual([0, 25, 67, 100]);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('7');
    expect(await response.json()).toEqual({ id: 31, url: '/uploads/media/31.png' });
  });

  it('keeps the answer’s Retry-After for the ApiError built from it', async () => {
    const upload = createUploadFetch({ onProgress: () => undefined, createXhr });
    const pending = upload(uploadRequest());
    await nextTick();
    lastXhr().respond(429, { message: 'Too Many Attempts.' }, 'retry-after: 45\r\n');
    const response = await pending;
    const error = new ApiError(response.status, await response.json(), response.headers);
    expect(error.retryAfterSeconds).toBe(45);
  });

  it('fails an upload that makes no progress for the idle time-out', async () => {
    vi.useFakeTimers();
    const upload = createUploadFetch({
      onProgress: () => undefined,
      idleTimeoutMs: 15_000,
      createXhr,
    });
    const pending = upload(uploadRequest());
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    const xhr = lastXhr();
    await vi.advanceTimersByTimeAsync(10_000);
    xhr.progress(100, 1024); // progress re-arms the timer
    await vi.advanceTimersByTimeAsync(10_000);
    expect(xhr.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(5_001);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
    expect(xhr.aborted).toBe(true);
  });

  it('can be cancelled through the request signal', async () => {
    const controller = new AbortController();
    const upload = createUploadFetch({ onProgress: () => undefined, createXhr });
    const pending = upload(uploadRequest(controller.signal)).catch((error: unknown) => error);
    await nextTick();
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect(lastXhr().aborted).toBe(true);
  });

  it('rejects on a network failure', async () => {
    const upload = createUploadFetch({ onProgress: () => undefined, createXhr });
    const pending = upload(uploadRequest()).catch((error: unknown) => error);
    await nextTick();
    lastXhr().onerror?.();
    expect(await pending).toBeInstanceOf(TypeError);
  });
});
