import styles from './place-pin.module.css';

/** The classic pin of a place, in the brand's colour; its tip is the point. */
export function PlacePin({ label }: { label?: string }) {
  return (
    <svg
      className={styles.pin}
      viewBox="0 0 32 44"
      width="32"
      height="44"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path
        d="M16 43c-1-5-14-16-14-27a14 14 0 0 1 28 0c0 11-13 22-14 27Z"
        fill="currentColor"
        stroke="#fff"
        strokeWidth="2"
      />
      <circle cx="16" cy="16" r="5.5" fill="#fff" />
    </svg>
  );
}
