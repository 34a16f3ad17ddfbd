import type { Wish } from '@app/contract/wishes';
import { SparkIcon } from '../../../components/icons/secondary-icons';
import type { WishPin } from '../lib/wish-items';
import { WINDOW_LABELS } from '../lib/wish-texts';
import { WisherAvatar } from './wisher';
import styles from './wish-list.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural, pluralWord } from '@app/contract/spanish-plural';

/**
 * The wishes in view, beside the map (or behind "Ver lista" on phones), newest first; each
 * opens its card. The first ones' cards name who wishes and when; the rest show their first
 * words until opened. A wide view says how many there are and asks to come closer.
 */
export function WishList({
  pins,
  cards,
  counted,
  onPick,
}: {
  pins: WishPin[];
  /** The cards asked for the first pins, by id. */
  cards: Map<number, Wish>;
  /** The count of a view too wide for wishes one by one; null otherwise. */
  counted: number | null;
  onPick: (pin: WishPin) => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="wish-list-title">
      <h3 id="wish-list-title" className={styles.title}>
        <SparkIcon size={16} />
        {plural(counted ?? pins.length, 'deseo')} en esta zona
      </h3>
      {counted !== null ? (
        <p className={styles.quiet}>Acerca el mapa para leerlos.</p>
      ) : pins.length === 0 ? (
        <p className={styles.quiet}>
          Nadie ha publicado un deseo por aquí. ¿Te apetece algo? Publícalo y a ver quién se apunta.
        </p>
      ) : (
        <ul className={styles.items}>
          {pins.map((pin) => {
            const wish = cards.get(pin.id);
            return (
              <li key={pin.id}>
                <button type="button" className={styles.item} onClick={() => onPick(pin)}>
                  {wish ? (
                    <WisherAvatar user={wish.user} size={36} />
                  ) : (
                    <span className={styles.spark} aria-hidden="true">
                      <SparkIcon size={18} />
                    </span>
                  )}
                  <span className={styles.text}>
                    <span className={styles.wish}>{wish?.text ?? pin.text}</span>
                    <span className={styles.meta}>
                      {wish ? (
                        <>
                          {wish.mine ? 'Tu deseo' : wish.user.firstname} ·{' '}
                          {WINDOW_LABELS[wish.window].toLowerCase()}
                          {wish.answers > 0 &&
                            ` · ${formatNumber(wish.answers)} ${pluralWord(wish.answers, 'se apunta', 'se apuntan')}`}
                        </>
                      ) : pin.mine ? (
                        'Tu deseo'
                      ) : (
                        'Toca para ver quién y cuándo'
                      )}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
