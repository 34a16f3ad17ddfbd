import { ProviderError } from './geocoder.js';

/** How long a provider may take before the member is told to try again. */
export const PROVIDER_TIMEOUT_MS = 5000;

/**
 * GETs a provider's JSON, saying who asks (both public instances require an identifying
 * User-Agent) and in which language; any failure is a ProviderError.
 */
export async function getJson(
  url: URL,
  options: { userAgent: string; language: string; fetch?: typeof fetch },
): Promise<unknown> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: {
        accept: 'application/json',
        'accept-language': options.language,
        'user-agent': options.userAgent,
      },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`${url.origin}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(`${url.origin}${url.pathname}: ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new ProviderError(`${url.origin}${url.pathname}: not JSON`);
  }
}
