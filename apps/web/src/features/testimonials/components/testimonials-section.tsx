import { Container } from '../../../components/layout/container';
import type { IslandName } from '../../../islands/names';
import { site } from '../../../lib/site';
import { TestimonialsFeed } from './testimonials-feed';
import styles from './testimonials-section.module.css';

/** The home's block of feedback entries (spec, section 2). */
export function TestimonialsSection() {
  return (
    <section id="opiniones" className={styles.section} aria-labelledby="testimonials-title">
      <Container>
        <div className={styles.heading}>
          <h2 id="testimonials-title" className={styles.title}>
            Lo que cuenta nuestra comunidad
          </h2>
          <p className={styles.intro}>
            Opiniones de personas que ya quedan, entrenan y se divierten con {site.productName}.
          </p>
        </div>
        {/* Hydrated on its own on the prerendered home (src/islands). */}
        <div data-island={'testimonials' satisfies IslandName}>
          <TestimonialsFeed />
        </div>
      </Container>
    </section>
  );
}
