import type { Testimonial } from '@app/contract/feedback';
import { useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons/ui-icons';
import { useOnVisible } from '../../../hooks/use-on-visible';
import { useScrollEdges } from '../../../hooks/use-scroll-edges';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonials-carousel.module.css';
import { SkeletonCard } from './testimonials-skeleton';
import { plural } from '@app/contract/spanish-plural';
import { formatNumber } from '@app/contract/spanish-numbers';

/**
 * The testimonials as a sideways-scrolling list (swipe, keyboard arrows once focused, or the
 * buttons). Scrolling near the end loads the next page.
 */
export function TestimonialsCarousel({
  testimonials,
  total,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: {
  testimonials: readonly Testimonial[];
  /** How many entries exist, loaded or not. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { canScrollBack, canScrollForward } = useScrollEdges(scroller);
  // A page ahead: the next cards are usually there before the reader gets to the end.
  useOnVisible(sentinel, onLoadMore, {
    root: scroller,
    rootMargin: '0px 100% 0px 0px',
    enabled: hasMore && !loadingMore && !loadMoreFailed,
  });

  const scrollBy = (direction: 1 | -1) => {
    const node = scroller.current;
    if (node) node.scrollBy({ left: direction * node.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <div>
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        aria-label="Opiniones de la comunidad"
        // Focusable, so that keyboard users can scroll it with the arrow keys.
        tabIndex={0}
      >
        <ul className={styles.track} aria-busy={loadingMore}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className={styles.slide}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
          {loadingMore && (
            <li className={styles.slide} aria-hidden="true">
              <SkeletonCard />
            </li>
          )}
        </ul>
        <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      </div>
      <div className={styles.footer}>
        <p className={styles.status} role="status">
          {loadMoreFailed ? (
            <>
              No hemos podido cargar más opiniones.{' '}
              <button type="button" className={styles.retryLink} onClick={onLoadMore}>
                Reintentar
              </button>
            </>
          ) : (
            countText(testimonials.length, total)
          )}
        </p>
        {(canScrollBack || canScrollForward) && (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              onClick={() => scrollBy(-1)}
              disabled={!canScrollBack}
              aria-label="Opiniones anteriores"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={() => scrollBy(1)}
              disabled={!canScrollForward}
              aria-label="Opiniones siguientes"
            >
              <ChevronRightIcon />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function countText(loaded: number, total: number) {
  return loaded < total
    ? `${formatNumber(loaded)} de ${plural(total, 'opinión')}`
    : plural(loaded, 'opinión');
}
