import { AlertIcon } from '../../../components/icons/ui-icons';
import { ChatIcon } from '../../../components/icons/feature-icons';
import { buttonClassName } from '../../../components/ui/button';
import styles from './testimonials-message.module.css';

const texts = {
  empty: {
    title: 'Todavía no hay opiniones publicadas',
    text: 'Cuando nuestra comunidad comparta su experiencia desde la app, la verás aquí. ¿Ya has quedado con alguien? Cuéntanoslo desde tu perfil.',
  },
  error: {
    title: 'No hemos podido cargar las opiniones',
    text: 'Lo sentimos, hay problemas para conectarnos al servidor. Inténtalo de nuevo en unos minutos.',
  },
} as const;

/** The block's state when there is nothing to list: none published yet, or a failed load. */
export function TestimonialsMessage({
  kind,
  onRetry,
}: {
  kind: keyof typeof texts;
  onRetry?: () => void;
}) {
  const Icon = kind === 'error' ? AlertIcon : ChatIcon;
  return (
    <div className={styles.message} role={kind === 'error' ? 'alert' : 'status'}>
      <Icon className={styles.icon} size={32} />
      <p className={styles.title}>{texts[kind].title}</p>
      <p className={styles.text}>{texts[kind].text}</p>
      {onRetry && (
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small', className: styles.retry })}
          onClick={onRetry}
        >
          Reintentar
        </button>
      )}
    </div>
  );
}
