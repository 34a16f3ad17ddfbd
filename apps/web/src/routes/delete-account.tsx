import { PageIntro } from '../components/ui/page-intro';
import { DeleteAccountGuide } from '../features/info/components/delete-account-guide';
import type { PageHandle } from '../lib/meta';
import { site } from '../lib/site';

export const handle: PageHandle = {
  meta: {
    title: 'Eliminar tu cuenta',
    description: `Cómo eliminar tu cuenta de ${site.productName} desde la app en cuatro pasos, y qué datos se borran al hacerlo.`,
  },
};

/** Account deletion instructions (/web/info/delete-account). */
export function Component() {
  return (
    <>
      <PageIntro
        eyebrow="Tu cuenta"
        title="Cómo eliminar tu cuenta"
        lead={`Puedes eliminar tu cuenta de ${site.productName} cuando quieras, directamente desde la app.`}
        width="prose"
      />
      <DeleteAccountGuide />
    </>
  );
}
