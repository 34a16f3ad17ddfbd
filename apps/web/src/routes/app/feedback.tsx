import { FeedbackForm } from '../../features/member-settings/components/feedback-form';
import { MyFeedback } from '../../features/member-settings/components/my-feedback';
import type { PageHandle } from '../../lib/meta';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Valorar la app', description: 'Cuéntanos qué te parece la app.' },
};

/** "Valorar la app": the stars form, then what this member said before. */
export function Component() {
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-label="Nueva valoración">
        <FeedbackForm />
      </section>
      <MyFeedback />
    </div>
  );
}
