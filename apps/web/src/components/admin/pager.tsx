import { ChevronLeftIcon, ChevronRightIcon } from '../icons/ui-icons';
import { buttonClassName } from '../ui/button';
import styles from './pager.module.css';

/** Previous and next page of a list, with where it stands; nothing when there is one page. */
export function Pager({
  page,
  lastPage,
  onPage,
  label,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={buttonClassName('secondary', { size: 'small' })}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeftIcon size={18} />
        Anterior
      </button>
      <span className={styles.status} aria-live="polite">
        Página {page} de {lastPage}
      </span>
      <button
        type="button"
        className={buttonClassName('secondary', { size: 'small' })}
        onClick={() => onPage(page + 1)}
        disabled={page >= lastPage}
      >
        Siguiente
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
