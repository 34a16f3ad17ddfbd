import { Container } from '../../../components/layout/container';
import { site } from '../../../lib/site';
import styles from './delete-account-guide.module.css';
import { HelpLink } from '../../../components/ui/help-link';

const steps = [
  {
    title: 'Inicia sesión en la app',
    text: `Abre ${site.productName} en tu móvil e inicia sesión con el correo o el teléfono de la cuenta que quieres eliminar.`,
  },
  {
    title: 'Abre los ajustes en la barra superior',
    text: 'Toca el icono de ajustes que encontrarás en la barra superior de la pantalla.',
  },
  {
    title: 'Pulsa «Configuraciones de Perfil»',
    text: 'Entrarás en las opciones de tu perfil y de tu cuenta.',
  },
  {
    title: 'Pulsa el botón «Eliminar cuenta»',
    text: 'Tu cuenta y los datos asociados se eliminarán de forma definitiva.',
  },
] as const;

/** How to delete an account from the app (spec, section 2), and what deleting it erases. */
export function DeleteAccountGuide() {
  return (
    <Container width="prose" className={styles.guide}>
      <section className={styles.block} aria-labelledby="pasos">
        <h2 id="pasos" className={styles.title}>
          Elimina tu cuenta en cuatro pasos
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <div>
                <strong className={styles.stepTitle}>{step.title}</strong>
                <p className={styles.stepText}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.block} aria-labelledby="que-se-elimina">
        <h2 id="que-se-elimina" className={styles.title}>
          Qué se elimina
        </h2>
        <ul className={styles.list}>
          <li>Tu perfil: nombre, correo o teléfono, ciudad, intereses, preferencias y ajustes.</li>
          <li>Tu foto de perfil y todas las fotos de tu galería.</li>
          <li>
            Las actividades que has creado, tus solicitudes para unirte a otras y tu sitio en los
            planes a los que te has unido.
          </li>
          <li>Tus mensajes y conversaciones.</li>
          <li>Las opiniones que hayas publicado.</li>
          <li>Tus puntos, tu posición en el ranking y tu saldo de moneda virtual.</li>
          <li>
            Tu sitio en tus grupos. Los grupos que creaste pasan a su administrador más antiguo o,
            si no tienen, a su miembro más antiguo; un grupo en el que solo estás tú se elimina con
            su chat.
          </li>
        </ul>
        <p className={styles.text}>
          Solo conservamos, bloqueados y durante el tiempo que exige la ley, los datos que estemos
          obligados a guardar, como los registros de pagos. Pasado ese plazo, también se eliminan.
        </p>
      </section>

      <section className={styles.block} aria-labelledby="antes-de-eliminar">
        <h2 id="antes-de-eliminar" className={styles.title}>
          Antes de eliminarla
        </h2>
        <div className={styles.warning}>
          <p>
            <strong>La eliminación es definitiva.</strong> No podrás recuperar la cuenta ni su
            contenido; si quieres volver, tendrás que registrarte de nuevo.
          </p>
          <p>
            Si tienes una suscripción a Move o Premium, la cancelamos en Stripe al eliminar la
            cuenta: no habrá más cobros. Si Stripe no responde en ese momento, la cuenta no se
            elimina y te pedimos que lo intentes de nuevo. Los pagos realizados no son
            reembolsables.
          </p>
        </div>
      </section>

      <section className={styles.block} aria-labelledby="sin-acceso">
        <h2 id="sin-acceso" className={styles.title}>
          ¿No puedes acceder a la app?
        </h2>
        <p className={styles.text}>
          Escríbenos a <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> con el asunto
          «Eliminar cuenta», desde el correo de tu cuenta o indicando el teléfono con el que te
          registraste; en <HelpLink /> tienes las demás formas de contactarnos. Atenderemos tu
          solicitud en el plazo máximo de un mes.
        </p>
      </section>
    </Container>
  );
}
