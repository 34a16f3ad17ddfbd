import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Responses received in the load's time (a route slower than the window gets few). */
  responses: number;
  seconds: number;
};

export type LoadOptions = {
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** What changes from one request to the next (a path, a header, the body), by number. */
  vary?: (n: number) => { path?: string; headers?: Record<string, string>; body?: Buffer };
};

/** Loads one URL on loopback with autocannon for a bounded time. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const { vary } = options;
  let sent = 0;
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 5,
    // A slow route at 50 connections answers in seconds; it is measured, not timed out.
    timeout: 30,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body !== undefined && { body: options.body }),
    ...(vary && {
      requests: [
        {
          setupRequest: (request) => {
            const { path, headers, body } = vary(sent++);
            return {
              ...request,
              ...(path !== undefined && { path }),
              ...(body !== undefined && { body }),
              headers: { ...request.headers, ...headers },
            };
          },
        },
      ],
    }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    responses: result.requests.total,
    seconds: options.seconds ?? 5,
  };
}
