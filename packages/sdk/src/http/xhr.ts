/** Reports how much of an upload has gone, from 0 to 100. */
export type ProgressListener = (percent: number) => void;

/** What the SDK uses of `XMLHttpRequest` (browsers and React Native have it; Node has not). */
export type XhrLike = {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: FormData): void;
  abort(): void;
  responseType: string;
  readonly response: unknown;
  readonly status: number;
  readonly upload: {
    onprogress:
      ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
};

export type XhrConstructor = new () => XhrLike;

export type XhrRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress: ProgressListener;
  signal?: AbortSignal | undefined;
};

/** Statuses whose answers have no body (a Response cannot be built with one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Sends a form with `XMLHttpRequest`, the only way a browser reports upload progress, and
 * answers a standard `Response`, so the caller reads it as it would read `fetch`'s. Progress
 * goes 0, then each step the browser reports, then 100 when the answer has come. A request
 * that gets no answer rejects with a TypeError, as `fetch` does.
 * @example
 * const response = await sendWithXhr(XMLHttpRequest, {
 *   method: 'POST', url, headers, body: form, onProgress: (percent) => bar.set(percent),
 * });
 */
export function sendWithXhr(Xhr: XhrConstructor, request: XhrRequest): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(signal.reason ?? new Error('aborted'));
      return;
    }
    const xhr = new Xhr();
    let last = -1;
    const report = (percent: number) => {
      if (percent === last) return;
      last = percent;
      request.onProgress(percent);
    };
    const abort = () => {
      xhr.abort();
      reject(signal?.reason ?? new Error('aborted'));
    };
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      // 100 is kept for when the answer has come.
      if (event.lengthComputable && event.total > 0) {
        report(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      if (xhr.status === 0) {
        reject(new TypeError('network request failed'));
        return;
      }
      const body = NO_BODY.has(xhr.status) ? null : (xhr.response as Blob | null);
      if (xhr.status < 400) report(100);
      resolve(
        new Response(body, {
          status: xhr.status,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('network request failed'));
    };
    xhr.ontimeout = xhr.onerror;
    signal?.addEventListener('abort', abort, { once: true });
    report(0);
    xhr.send(request.body);
  });
}
