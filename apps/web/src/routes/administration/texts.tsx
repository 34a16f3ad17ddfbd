import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { AdminLoading } from '../../components/admin/admin-loading';
import { PageHeader } from '../../components/admin/page-header';
import { requireAccess } from '../../features/auth/route-guards';
import { textsQueryOptions, useTexts } from '../../features/texts/api/get-texts';
import { TextsEditor } from '../../features/texts/components/texts-editor';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { GENERAL_STAFF } from '../../lib/roles';

export const handle: PageHandle & CrumbHandle = {
  meta: { title: 'Textos', description: 'Los textos de las apps.' },
  crumb: { label: 'Textos', to: adminPaths.texts },
};

export async function loader() {
  await requireAccess(GENERAL_STAFF);
  await browserQueryClient().prefetchQuery(textsQueryOptions());
  return null;
}

/** The apps' interface texts, for general staff to edit. */
export function Component() {
  const texts = useTexts();
  return (
    <>
      <PageHeader
        title="Textos"
        lead="Los textos que muestran las apps. Los cambios llegan a las apps con la siguiente versión de textos."
      />
      {texts.data ? (
        <TextsEditor texts={texts.data} />
      ) : texts.isError ? (
        <p>No hemos podido cargar los textos. Vuelve a cargar la página.</p>
      ) : (
        <AdminLoading label="Cargando los textos…" />
      )}
    </>
  );
}
