import http from 'node:http';

export type Sample = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request on loopback, returning the bytes as they came on the wire (not decoded). */
export function sample(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer within 30 s`)));
    request.on('error', reject);
    request.end(options.body);
  });
}
