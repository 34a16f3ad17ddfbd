import type { Sponsor } from '@app/contract/sponsors';
import type { Client } from '../client.js';
import type { UploadFile } from '../http/form-data.js';
import type { CallOptions, UploadOptions } from './call-options.js';

/**
 * `GET /admin/sponsors` (staff): the sponsor brands, by name.
 * @example const { data } = await listSponsors(client);
 */
export function listSponsors(
  client: Client,
  options: CallOptions = {},
): Promise<{ data: Sponsor[] }> {
  return client.request({ method: 'GET', path: '/admin/sponsors', ...options });
}

/**
 * `POST /admin/sponsors` (staff): a brand.
 * @example await createSponsor(client, { name: 'Deportes Norte', link: 'https://…' });
 */
export function createSponsor(
  client: Client,
  fields: { name: string; link?: string | null },
  options: CallOptions = {},
): Promise<Sponsor> {
  return client.request({ method: 'POST', path: '/admin/sponsors', body: fields, ...options });
}

/**
 * `POST /admin/sponsors/{id}` (staff): renames it or changes its link (null removes it).
 * @example await updateSponsor(client, brand.id, { link: null });
 */
export function updateSponsor(
  client: Client,
  id: number,
  fields: { name?: string; link?: string | null },
  options: CallOptions = {},
): Promise<Sponsor> {
  return client.request({
    method: 'POST',
    path: `/admin/sponsors/${id}`,
    body: fields,
    ...options,
  });
}

/**
 * `POST /admin/sponsors/{id}/logo` (staff): uploads its logo (field `logo`).
 * @example await uploadSponsorLogo(client, brand.id, file, { onProgress: setProgress });
 */
export function uploadSponsorLogo(
  client: Client,
  id: number,
  logo: UploadFile,
  options: UploadOptions = {},
): Promise<Sponsor> {
  return client.request({
    method: 'POST',
    path: `/admin/sponsors/${id}/logo`,
    body: { logo },
    ...options,
  });
}

/**
 * `GET /sponsor/{id}/logo`: the logo as a PNG Blob (404 without one). Public: an `<img>` may
 * point at the API's `sponsorLogoPath` (contract) instead.
 * @example const blob = await fetchSponsorLogo(client, brand.id);
 */
export function fetchSponsorLogo(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Blob> {
  return client.request({
    method: 'GET',
    path: `/sponsor/${id}/logo`,
    responseType: 'blob',
    ...options,
  });
}
