import { useId, type ReactNode } from 'react';
import { CalendarIcon, HourglassIcon, UsersIcon } from '../../../components/icons/ui-icons';
import { PinIcon } from '../../../components/icons/feature-icons';
import { buttonClassName } from '../../../components/ui/button';
import styles from './activity-sample-card.module.css';

/**
 * A picture of the app's "Crear Actividad" form (spec, section 2). Not functional: the fieldset
 * is disabled, so nothing can be edited, focused or sent.
 */
export function ActivitySampleCard() {
  const id = useId();
  return (
    <figure className={styles.figure}>
      <div className={styles.card}>
        <div className={styles.head}>
          <p className={styles.title} id={`${id}-title`}>
            Crear Actividad
          </p>
          <span className={styles.badge}>Ejemplo</span>
        </div>
        <fieldset className={styles.form} disabled aria-labelledby={`${id}-title`}>
          <Field id={`${id}-description`} label="Descripción">
            <textarea
              id={`${id}-description`}
              className={styles.input}
              rows={3}
              defaultValue="¿Pádel el sábado por la mañana? Tengo pista reservada y busco a tres personas de nivel intermedio."
            />
          </Field>
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">Tipo de actividad</legend>
            <label className={styles.choice}>
              <input type="radio" name={`${id}-type`} value="social" />
              Social
            </label>
            <label className={styles.choice}>
              <input type="radio" name={`${id}-type`} value="sport" defaultChecked />
              Deporte
            </label>
          </fieldset>
          <div className={styles.pair}>
            <Field id={`${id}-start`} label="Inicio" icon={<CalendarIcon />}>
              <input id={`${id}-start`} className={styles.input} defaultValue="Sáb., 10:00" />
            </Field>
            <Field id={`${id}-duration`} label="Duración" icon={<HourglassIcon />}>
              <input id={`${id}-duration`} className={styles.input} defaultValue="1 h 30 min" />
            </Field>
          </div>
          <div className={styles.pair}>
            <Field id={`${id}-people`} label="Participantes" icon={<UsersIcon />}>
              <input id={`${id}-people`} className={styles.input} type="number" defaultValue={4} />
            </Field>
            <Field id={`${id}-place`} label="Ubicación" icon={<PinIcon />}>
              <input id={`${id}-place`} className={styles.input} defaultValue="Madrid" />
            </Field>
          </div>
          <button
            type="button"
            className={buttonClassName('primary', { className: styles.submit })}
          >
            Crear Actividad
          </button>
        </fieldset>
      </div>
      <figcaption className={styles.caption}>
        Así se crea un plan en la app: cuéntalo, elige cuándo, cuántos y dónde.
      </figcaption>
    </figure>
  );
}

function Field({
  id,
  label,
  icon,
  children,
}: {
  id: string;
  label: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {icon ? (
        <div className={styles.withIcon}>
          {icon}
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
