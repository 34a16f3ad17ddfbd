import type { Sponsor } from '@app/contract/sponsors';
import {
  createSponsor,
  listSponsors,
  updateSponsor,
  uploadSponsorLogo,
} from '@app/sdk/calls/sponsors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { sponsorKeys } from './keys';

/** Everything this page shows that names a brand: the brands, the challenges, the events. */

export const sponsorsQueryOptions = () =>
  queryOptions({
    queryKey: sponsorKeys.brands,
    queryFn: ({ signal }) => listSponsors(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });

/** `GET /admin/sponsors`: the brands, by name. */
export const useSponsors = () => useQuery(sponsorsQueryOptions());

/** The brands with one as the server now has it. */
const withBrand = (brands: Sponsor[], brand: Sponsor) =>
  brands.some((candidate) => candidate.id === brand.id)
    ? brands.map((candidate) => (candidate.id === brand.id ? brand : candidate))
    : [...brands, brand];

/**
 * After a brand changed, its new state shows at once; the whole page (challenges and events
 * carry the brand too) is read again.
 */
function useBrandSaved() {
  const queryClient = useQueryClient();
  return (brand: Sponsor) => {
    queryClient.setQueryData<{ data: Sponsor[] }>(sponsorKeys.brands, (old) =>
      old ? { data: withBrand(old.data, brand) } : old,
    );
    return queryClient.invalidateQueries({ queryKey: sponsorKeys.all });
  };
}

/** A new brand (`POST /admin/sponsors`) or a new name or link (`POST /admin/sponsors/{id}`). */
export function useSaveSponsor() {
  const saved = useBrandSaved();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: number; fields: { name: string; link: string | null } }) =>
      id === undefined
        ? createSponsor(sdkClient(), fields)
        : updateSponsor(sdkClient(), id, fields),
    onSuccess: saved,
  });
}

/** `POST /admin/sponsors/{id}/logo`: a brand's logo, new or replaced. */
export function useUploadLogo(id: number) {
  const saved = useBrandSaved();
  return useMutation({
    mutationFn: (logo: File) => uploadSponsorLogo(sdkClient(), id, logo),
    onSuccess: saved,
  });
}
