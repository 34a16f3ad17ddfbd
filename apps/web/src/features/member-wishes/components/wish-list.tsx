import type { Wish } from '@app/contract/wishes';
import { SparkIcon } from '../../../components/icons/secondary-icons';
import { WINDOW_LABELS } from '../lib/wish-texts';
import { WisherAvatar } from './wisher';
import styles from './wish-list.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural, pluralWord } from '@app/contract/spanish-plural';

/**
 * The wishes in view, beside the map (or behind "Ver lista" on phones), newest first; each
 * opens its card. A wide view says how many there are and asks to come closer.
 */
export function WishList({
  wishes,
  counted,
  onPick,
}: {
  wishes: Wish[];
  /** The count of a view too wide for wishes one by one; null otherwise. */
  counted: number | null;
  onPick: (wish: Wish) => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="wish-list-title">
      <h3 id="wish-list-title" className={styles.title}>
        <SparkIcon size={16} />
        {plural(counted ?? wishes.length, 'deseo')} en esta zona
      </h3>
      {counted !== null ? (
        <p className={styles.quiet}>Acerca el mapa para leerlos.</p>
      ) : wishes.length === 0 ? (
        <p className={styles.quiet}>
          Nadie ha publicado un deseo por aquí. ¿Te apetece algo? Publícalo y a ver quién se apunta.
        </p>
      ) : (
        <ul className={styles.items}>
          {wishes.map((wish) => (
            <li key={wish.id}>
              <button type="button" className={styles.item} onClick={() => onPick(wish)}>
                <WisherAvatar user={wish.user} size={36} />
                <span className={styles.text}>
                  <span className={styles.wish}>{wish.text}</span>
                  <span className={styles.meta}>
                    {wish.mine ? 'Tu deseo' : wish.user.firstname} ·{' '}
                    {WINDOW_LABELS[wish.window].toLowerCase()}
                    {wish.answers > 0 &&
                      ` · ${formatNumber(wish.answers)} ${pluralWord(wish.answers, 'se apunta', 'se apuntan')}`}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
