import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { PageHeader } from '../../components/admin/page-header';
import { requireAccess } from '../../features/auth/route-guards';
import { allFeedbackQueryOptions } from '../../features/feedback-moderation/api/get-all-feedback';
import { FeedbackModeration } from '../../features/feedback-moderation/components/feedback-moderation';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { GENERAL_STAFF } from '../../lib/roles';
import { staffHelpQueryOptions } from '../../features/feedback-moderation/api/help-messages';
import { HelpQueue } from '../../features/feedback-moderation/components/help-queue';

export const handle: PageHandle & CrumbHandle = {
  meta: {
    title: 'Ayuda y opiniones',
    description: 'Lo que la comunidad escribe al equipo y sus opiniones.',
  },
  crumb: { label: 'Ayuda y opiniones', to: adminPaths.testimonials },
};

export async function loader() {
  await requireAccess(GENERAL_STAFF);
  await Promise.all([
    browserQueryClient().prefetchQuery(staffHelpQueryOptions('open')),
    browserQueryClient().prefetchQuery(allFeedbackQueryOptions(1)),
  ]);
  return null;
}

/**
 * What members send the team: their messages from Ayuda, to answer and mark handled (issue
 * 35), then everyone's feedback, to publish on the home page or to hide.
 */
export function Component() {
  return (
    <>
      <PageHeader
        title="Ayuda y opiniones"
        lead="Responde a lo que la comunidad escribe desde Ayuda y decide qué opiniones se muestran en la página de inicio."
      />
      <HelpQueue />
      <FeedbackModeration />
    </>
  );
}
