import { Link } from 'react-router';
import { Actions } from './actions';
import { buttonClassName } from './button';

/**
 * What a page that could not be shown offers: reloading it (a new version's code comes with
 * the reload) or leaving for `to`, both as whole page loads so nothing stale is kept.
 */
export function ReloadActions({ to, label }: { to: string; label: string }) {
  return (
    <Actions>
      <button
        type="button"
        className={buttonClassName('primary')}
        onClick={() => window.location.reload()}
      >
        Volver a cargar
      </button>
      <Link to={to} className={buttonClassName('secondary')} reloadDocument>
        {label}
      </Link>
    </Actions>
  );
}
