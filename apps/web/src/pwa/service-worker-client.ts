import { BASENAME } from '../lib/paths';
import { inApp, type OpenMessage } from '../sw/push-display';
import { APP_SCOPE, PWA_FILES } from './web-manifest';

/**
 * Registers the member app's service worker (offline shell, reference data, Web Push) once
 * the page has loaded, and follows its requests to open a page of the app (a notification
 * clicked while the app is open). Only the member app calls it: the public pages stay
 * without it. Not in Vite's dev server, which serves no built worker.
 * @example useEffect(() => startServiceWorker((path) => navigate(path)), [navigate]);
 */
export function startServiceWorker(open: (path: string) => void): () => void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return () => {};
  const register = () => {
    navigator.serviceWorker
      .register(PWA_FILES.serviceWorker, { scope: APP_SCOPE })
      .catch((error: unknown) => console.warn('The service worker could not start', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

  const onMessage = (event: MessageEvent) => {
    const message = event.data as Partial<OpenMessage> | null;
    if (message?.type !== 'antojo:open' || typeof message.url !== 'string') return;
    if (inApp(message.url, APP_SCOPE, window.location.origin)) {
      open(message.url.slice(BASENAME.length));
    }
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('load', register);
    navigator.serviceWorker.removeEventListener('message', onMessage);
  };
}
