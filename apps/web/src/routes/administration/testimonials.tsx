import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { PageHeader } from '../../components/admin/page-header';
import { requireAccess } from '../../features/auth/route-guards';
import { allFeedbackQueryOptions } from '../../features/feedback-moderation/api/get-all-feedback';
import { FeedbackModeration } from '../../features/feedback-moderation/components/feedback-moderation';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { GENERAL_STAFF } from '../../lib/roles';

export const handle: PageHandle & CrumbHandle = {
  meta: { title: 'Opiniones', description: 'Las opiniones de la comunidad.' },
  crumb: { label: 'Opiniones', to: adminPaths.testimonials },
};

export async function loader() {
  await requireAccess(GENERAL_STAFF);
  await browserQueryClient().prefetchQuery(allFeedbackQueryOptions(1));
  return null;
}

/** Everyone's feedback, to publish on the home page or to hide. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Opiniones"
        lead="Decide qué opiniones se muestran en la página de inicio."
      />
      <FeedbackModeration />
    </>
  );
}
