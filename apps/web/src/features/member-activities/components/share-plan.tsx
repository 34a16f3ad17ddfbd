import type { Activity } from '@app/contract/activities';
import { PUBLIC_PLAN_PATH } from '@app/contract/share';
import { useState, type ReactNode } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { showToast } from '../../../lib/toasts';
import { shareText, whatsAppLink } from '../lib/share-links';
import styles from './share-plan.module.css';

/**
 * "Compartir" (issue 38): the plan's public link, which opens for anyone, with a card in chat
 * apps. On a phone, the system's share sheet (Web Share API); elsewhere, copy the link or send
 * it by WhatsApp. A group's plan is its members' alone: it has no public link, and the section
 * keeps only what `children` add (the calendar's button).
 */
export function SharePlan({ activity, children }: { activity: Activity; children?: ReactNode }) {
  const shareable = activity.group_id === null;
  const url = `${window.location.origin}${PUBLIC_PLAN_PATH(activity.id)}`;
  const text = shareText(activity);
  const [sheet] = useState(() => typeof navigator.share === 'function');

  async function share() {
    try {
      await navigator.share({ title: activity.description, text, url });
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
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.title}>
        {shareable ? 'Compartir' : 'Guardar'}
      </h2>
      {shareable && (
        <p className={styles.lead}>
          Quien abra el enlace ve el plan sin cuenta y puede pedir unirse.
        </p>
      )}
      <div className={styles.buttons}>
        {!shareable ? null : sheet ? (
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={() => void share()}
          >
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
    </section>
  );
}
