import { PageIntro } from '../components/ui/page-intro';
import { InfoContents } from '../features/info/components/info-contents';
import { DownloadBanner } from '../features/landing/components/download-banner';
import type { PageHandle } from '../lib/meta';
import { site } from '../lib/site';

export const handle: PageHandle = {
  meta: {
    title: 'Funciones',
    description: `Todo lo que puedes hacer con ${site.productName}: planes para deslizar, búsqueda avanzada, mapa de deseos, eventos y retos, ranking mensual, planes 24/7, chats, grupos y los planes Move y Premium.`,
  },
};

/** The extended description of the product's features (/web/info). */
export function Component() {
  return (
    <>
      <PageIntro
        eyebrow="Funciones"
        title={`Todo lo que puedes hacer con ${site.productName}`}
        lead="Conecta con gente cercana, haz deporte, apúntate a eventos y retos, sube en el ranking y mantén el contacto con tu comunidad, a cualquier hora."
      />
      <InfoContents />
      <DownloadBanner />
    </>
  );
}
