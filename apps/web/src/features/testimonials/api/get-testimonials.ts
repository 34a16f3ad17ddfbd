import { listTestimonials } from '@app/sdk/calls/feedback';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { publicClient } from '../../../lib/public-client';
import { testimonialKeys } from './keys';

/** The website shows feedback ten at a time, from the first page (spec, section 9). */
export const TESTIMONIALS_PAGE_SIZE = 10;

/** `GET /marketing/view`: one page of published feedback entries. */
export function getTestimonials({ page, signal }: { page: number; signal?: AbortSignal }) {
  return listTestimonials(publicClient(), { page, pageSize: TESTIMONIALS_PAGE_SIZE }, { signal });
}

/** The testimonials list, page after page. */
export function testimonialsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: testimonialKeys.list(TESTIMONIALS_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) => getTestimonials({ page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

export function useTestimonials() {
  return useInfiniteQuery(testimonialsQueryOptions());
}
