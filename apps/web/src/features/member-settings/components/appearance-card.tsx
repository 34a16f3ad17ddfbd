import { ThemeChoice } from '../../../components/ui/theme-choice';
import styles from './settings.module.css';

/** «Apariencia» in Configuraciones de Perfil: the colour scheme, like the other cards. */
export function AppearanceCard() {
  return (
    <section className={styles.card} aria-labelledby="appearance-title">
      <h2 id="appearance-title" className={styles.cardTitle}>
        Apariencia
      </h2>
      <ThemeChoice />
      <p className={styles.text}>
        «Automático» sigue el modo claro u oscuro de tu dispositivo. Se guarda en este navegador.
      </p>
    </section>
  );
}
