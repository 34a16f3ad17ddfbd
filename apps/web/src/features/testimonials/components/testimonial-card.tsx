import type { Testimonial } from '@app/contract/feedback';
import { StarIcon } from '../../../components/icons/ui-icons';
import { Avatar } from '../../../components/ui/avatar';
import { userAvatarUrl } from '../../../lib/public-client';
import styles from './testimonial-card.module.css';

/** One feedback entry. Its texts are user content: rendered as text, never as HTML. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { user, userName, description, stars } = testimonial;
  return (
    <figure className={styles.card}>
      <div className={styles.stars} role="img" aria-label={`${stars} de 5 estrellas`}>
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} size={18} className={star <= stars ? styles.filled : undefined} />
        ))}
      </div>
      <blockquote className={styles.quote}>
        <p>{description}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <Avatar name={user.firstname || userName} src={userAvatarUrl(user)} size={44} />
        <cite className={styles.name}>{userName}</cite>
      </figcaption>
    </figure>
  );
}
