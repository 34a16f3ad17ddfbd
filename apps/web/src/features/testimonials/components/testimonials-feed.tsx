import { ApiError } from '@app/sdk/http/api-error';
import { useTestimonials } from '../api/get-testimonials';
import { TestimonialsCarousel } from './testimonials-carousel';
import { TestimonialsMessage } from './testimonials-message';
import { TestimonialsSkeleton } from './testimonials-skeleton';

/**
 * The testimonials in whatever state they are: loading (also what the prerendered page shows),
 * none yet, failed, or the list. A 404 means the list is not published yet: nothing to show.
 */
export function TestimonialsFeed() {
  const query = useTestimonials();
  if (query.isPending) return <TestimonialsSkeleton />;

  const testimonials = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (query.isError && testimonials.length === 0 && !isMissing(query.error)) {
    return <TestimonialsMessage kind="error" onRetry={() => void query.refetch()} />;
  }
  if (testimonials.length === 0) return <TestimonialsMessage kind="empty" />;

  return (
    <TestimonialsCarousel
      testimonials={testimonials}
      total={Math.max(query.data?.pages[0]?.total ?? 0, testimonials.length)}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      loadMoreFailed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}

function isMissing(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}
