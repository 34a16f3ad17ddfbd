import type { Environment } from '../environment.js';
import { toQueryString } from '../query.js';
import type { CallFailure } from './alerts.js';
import { apiErrorFromResponse, networkError, type ApiError } from './api-error.js';
import { toFormData, type FormFields } from './form-data.js';
import { sendWithXhr, type ProgressListener, type XhrConstructor } from './xhr.js';

/** One API call. */
export type ApiRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path under the API's base address: `/user/7`. */
  path: string;
  /** Query parameters: null and undefined skipped, objects as JSON text. */
  query?: Record<string, unknown>;
  /** The body, sent as multipart form data. */
  body?: FormFields;
  /** `blob` for images and other files; JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** The media type a `blob` answer is asked for (`image/png` unless given). */
  accept?: string;
  /** Sends the device headers even outside device mode (`GET /info`). */
  deviceHeaders?: boolean;
  /** Upload progress, 0 to 100. */
  onProgress?: ProgressListener;
  signal?: AbortSignal;
};

/** `fetch`, or anything that behaves like it (a test's fake, a wrapper that counts). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type TransportOptions = {
  environment: Environment;
  /** The API token held now, if any: sent as a bearer token. */
  token: () => string | undefined;
  /** Device mode: the device name and key go as `X-Device-Name` and `X-Device-Key`. */
  deviceMode: () => boolean;
  fetch?: FetchLike;
  /** For upload progress; `globalThis.XMLHttpRequest` by default (absent in Node). */
  XMLHttpRequest?: XhrConstructor;
  /** Every failed call is passed here before it is thrown. */
  onFailure?: (failure: CallFailure) => void;
};

/** Sends one call and answers its parsed body, or throws an ApiError. */
export type Transport = <T>(request: ApiRequest) => Promise<T>;

async function readBody(response: Response, type: ApiRequest['responseType']): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Creates the function every call goes through (spec, section 7): the base address ending in
 * `/api`, `Accept: application/json`, the bearer token when one is held, the device headers
 * in device mode, the query string, a multipart body, statuses of 400 and above as ApiErrors
 * (no status when the server cannot be reached), every failure passed to `onFailure`, and
 * upload progress through XMLHttpRequest where there is one (elsewhere 0, then 100).
 * @example
 * const send = createTransport({ environment, token: () => token, deviceMode: () => false });
 * const info = await send<ApiInfo>({ method: 'GET', path: '/info', deviceHeaders: true });
 */
export function createTransport(options: TransportOptions): Transport {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const Xhr =
    options.XMLHttpRequest ?? (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest;

  function headersFor(request: ApiRequest): Record<string, string> {
    const headers: Record<string, string> = {
      // Errors still come as JSON, so a file request accepts that too.
      Accept:
        request.responseType === 'blob'
          ? `${request.accept ?? 'image/png'}, application/json`
          : 'application/json',
    };
    const token = options.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    // Without a device key the client is an anonymous web client, /info included.
    if ((request.deviceHeaders || options.deviceMode()) && options.environment.deviceKey) {
      headers['X-Device-Name'] = options.environment.deviceName;
      headers['X-Device-Key'] = options.environment.deviceKey;
    }
    return headers;
  }

  function fail(request: ApiRequest, error: ApiError): ApiError {
    options.onFailure?.({ error, method: request.method, path: request.path });
    return error;
  }

  async function send(request: ApiRequest): Promise<Response> {
    const url = `${options.environment.apiUrl}${request.path}${toQueryString(request.query ?? {})}`;
    const headers = headersFor(request);
    const body = request.body ? toFormData(request.body) : undefined;
    const { onProgress, signal } = request;
    if (onProgress && body && Xhr) {
      return sendWithXhr(Xhr, { method: request.method, url, headers, body, onProgress, signal });
    }
    onProgress?.(0);
    const response = await fetchImpl(url, { method: request.method, headers, body, signal });
    if (response.status < 400) onProgress?.(100);
    return response;
  }

  return async function transport<T>(request: ApiRequest): Promise<T> {
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      // A call the app cancelled is not a failure of the API.
      if (request.signal?.aborted) throw error;
      throw fail(request, networkError(error));
    }
    if (response.status >= 400) throw fail(request, await apiErrorFromResponse(response));
    return (await readBody(response, request.responseType)) as T;
  };
}
