import { useState, type ReactNode } from 'react';
import { showToast } from '../../lib/toasts';
import { buttonClassName } from '../ui/button';
import styles from './share-buttons.module.css';

/**
 * WhatsApp's own link for a message to choose a chat for (wa.me, on a phone the app, on a
 * computer WhatsApp Web): the text, then the link, which WhatsApp draws as a card.
 */
export const whatsAppLink = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;

/**
 * "Compartir" a link (issue 38): the system's share sheet where there is one (Web Share API,
 * on phones); elsewhere, copy the link or send it by WhatsApp. `children` go beside them.
 */
export function ShareButtons({
  url,
  title,
  text,
  children,
}: {
  url: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const [sheet] = useState(() => typeof navigator.share === 'function');

  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to copying.
      if ((error as { name?: string }).name !== 'AbortError') await copy();
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ text: 'Enlace copiado. Pégalo donde quieras compartirlo.' });
    } catch {
      showToast({ text: `No hemos podido copiarlo. El enlace es ${url}` });
    }
  }

  return (
    <div className={styles.buttons}>
      {sheet ? (
        <button type="button" className={buttonClassName('secondary')} onClick={() => void share()}>
          Compartir
        </button>
      ) : (
        <>
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={() => void copy()}
          >
            Copiar enlace
          </button>
          <a
            className={buttonClassName('secondary')}
            href={whatsAppLink(text, url)}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
            <span className="visually-hidden"> (abre WhatsApp en otra pestaña)</span>
          </a>
        </>
      )}
      {children}
    </div>
  );
}
