import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { site } from '../../lib/site';
import { WifiOffIcon } from '../icons/app-icons';
import { buttonClassName } from '../ui/button';
import { EmptyState } from './empty-state';

/**
 * The app opened with no connection (from the service worker's copy): who is signed in cannot
 * be asked yet. Says so, offers to try again, and tries by itself when the connection returns.
 */
export function OfflineState() {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  useEffect(() => {
    const retry = () => void revalidator.revalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [revalidator]);
  return (
    <EmptyState
      role="status"
      icon={<WifiOffIcon size={30} />}
      title="Estás sin conexión"
      text={`Para ver tus planes y tus mensajes, ${site.productName} necesita internet. En cuanto vuelva la conexión, seguimos aquí.`}
    >
      <button
        type="button"
        className={buttonClassName('primary')}
        onClick={() => void revalidator.revalidate()}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retrying ? 'Reintentando…' : 'Reintentar'}
      </button>
    </EmptyState>
  );
}
