import { DownloadBanner } from '../features/landing/components/download-banner';
import { FeatureTiles } from '../features/landing/components/feature-tiles';
import { Hero } from '../features/landing/components/hero';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import type { PageHandle } from '../lib/meta';
import { site } from '../lib/site';

export const handle: PageHandle = {
  meta: {
    description: `${site.productName} conecta a personas cercanas con tus mismos intereses para hacer deporte, quedar y crear planes al momento. Crea una actividad o únete a una.`,
  },
};

/** The home page (/web). */
export function Component() {
  return (
    <>
      <Hero />
      <FeatureTiles />
      <TestimonialsSection />
      <DownloadBanner />
    </>
  );
}
