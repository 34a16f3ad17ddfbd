// The one way the website talks to the API until the SDK package takes over: JSON answers,
// statuses of 400 and above as failures (spec, section 7).

const API_URL = (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, '');

/** A failed call. `status` is 0 when the server could not be reached at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(status === 0 ? 'API unreachable' : `API answered ${status}`);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | object | null | undefined;

/**
 * The address of an API path. Like the SDK, the query skips null and undefined values and sends
 * objects as JSON text.
 */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const queryString = search.toString();
  return `${API_URL}${path}${queryString ? `?${queryString}` : ''}`;
}

/** GET a JSON resource; rejects with an ApiError on a failure status or a network error. */
export async function apiGet<T>(
  path: string,
  { query, signal }: { query?: Record<string, QueryValue>; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** A user's avatar image; the timestamp makes a new upload a new address. */
export function userAvatarUrl(user: { id: number; avatarUpdatedAt: string | null }) {
  return user.avatarUpdatedAt
    ? apiUrl(`/user/${user.id}/avatar`, { v: user.avatarUpdatedAt })
    : undefined;
}
