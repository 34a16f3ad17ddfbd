import { POINTS_ACTIVITIES_PER_DAY } from '@app/contract/ranking';
import { PLAN_MESSAGES } from '@app/contract/plans';
import { DEFAULT_WEIGHT_KG } from '@app/contract/calories';
import { PROFILE_RULES } from '@app/sdk/rules/profile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberPaths, paths } from '../../../lib/paths';
import { site } from '../../../lib/site';
import styles from './help.module.css';
import type { Concept } from '@app/contract/reference';
import { interestListNames, joinedList } from '../../../lib/interest-lists';

type Answer = { id: string; question: string; answer: ReactNode };

/**
 * The questions members ask most, answered with what the app really does. `checkout` is
 * whether subscriptions can be paid now (unknown to a guest); `concepts` name the lists.
 */
function answers(checkout: boolean | undefined, concepts: readonly Concept[]): Answer[] {
  const lists = interestListNames(concepts);
  return [
    {
      id: 'unirse',
      question: '¿Cómo me uno a un plan?',
      answer: (
        <p>
          Ábrelo y pulsa «Pedir unirme» (o, en Deslizar, pásalo hacia la derecha). Quien lo organiza
          decide; te avisamos en cuanto responda y, si te acepta, tienes el chat del plan para
          quedar.
        </p>
      ),
    },
    {
      id: 'perfil-completo',
      question: '¿Qué necesita un perfil completo?',
      answer: (
        <p>
          Un nombre de más de {PROFILE_RULES.firstnameLongerThan} letras, una foto de perfil y al
          menos {PROFILE_RULES.minInterests} intereses entre estas listas:{' '}
          {joinedList(lists.counted)}. {joinedList([...lists.uncounted, 'el signo del zodiaco'])} no
          cuentan. Los eliges en{' '}
          <Link to={`${memberPaths.profileEdit}#intereses`}>Editar perfil</Link>.
        </p>
      ),
    },
    {
      id: 'puntos',
      question: '¿Cómo gano puntos y monedas?',
      answer: (
        <p>
          Cuando tu asistencia a un plan queda verificada: desde media hora antes de empezar hasta
          48 horas después de acabar, quien organiza marca quién vino y tú confirmas que se celebró;
          si coincidís, cuenta. También suma organizar un plan que se celebra y completar retos.
          Cuentan hasta {POINTS_ACTIVITIES_PER_DAY} planes al día.
        </p>
      ),
    },
    {
      id: 'calorias',
      question: '¿Cómo se calculan las calorías?',
      answer: (
        <p>
          Es una estimación, no una medida: el valor MET del deporte a su intensidad (del Compendium
          of Physical Activities) por tu peso y por las horas del plan. Sin peso en tu perfil usamos{' '}
          {DEFAULT_WEIGHT_KG} kg; puedes añadirlo, en privado, en{' '}
          <Link to={`${memberPaths.profileEdit}#datos`}>Editar perfil</Link>.
        </p>
      ),
    },
    {
      id: 'move-premium',
      question: '¿Qué incluyen Move y Premium?',
      answer:
        checkout === false ? (
          <p>
            Lo tienes en <Link to={memberPaths.plans}>Move y Premium</Link>.{' '}
            {PLAN_MESSAGES.checkoutOff}
          </p>
        ) : (
          <p>
            Lo tienes en <Link to={memberPaths.plans}>Move y Premium</Link>, donde también te
            suscribes: pagas en la página segura de Stripe, que te muestra el precio antes de
            confirmar. La suscripción se renueva cada mes; la cancelas desde «Gestionar suscripción»
            y conservas el plan hasta el final del mes pagado. Los pagos no se reembolsan.
          </p>
        ),
    },
    {
      id: 'denunciar',
      question: 'Alguien me molesta o algo no está bien',
      answer: (
        <p>
          Usa «Denunciar» en su perfil, en el plan, en el mensaje, en el deseo o en el grupo: así el
          equipo ve exactamente qué pasó. En su perfil también puedes bloquear a esa persona:
          dejaréis de veros en toda la app. Si corre prisa o hay peligro, llama al 112.
        </p>
      ),
    },
    {
      id: 'contrasena',
      question: 'He olvidado mi contraseña',
      answer: (
        <p>
          En <Link to={memberPaths.signIn}>Iniciar sesión</Link>, pulsa «¿Olvidaste tu contraseña?»:
          te enviamos un código a tu correo o a tu teléfono y eliges otra.
        </p>
      ),
    },
    {
      id: 'eliminar',
      question: '¿Cómo elimino mi cuenta?',
      answer: (
        <p>
          En Ajustes, «Configuraciones de Perfil», pulsa «Eliminar cuenta». Antes puedes descargar
          una copia de tus datos en Ajustes, «Descargar mis datos». Si tienes una suscripción,
          cancélala primero desde «Gestionar suscripción». Más detalles en{' '}
          <Link to={paths.deleteAccount} reloadDocument>
            Cómo eliminar tu cuenta
          </Link>
          .
        </p>
      ),
    },
    {
      id: 'suspendida',
      question: 'Mi cuenta está suspendida',
      answer: (
        <p>
          El equipo suspende las cuentas que no respetan las normas de la comunidad. Si crees que es
          un error, escríbenos a <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>{' '}
          desde el correo de tu cuenta (o di el teléfono con el que te registraste) y lo revisamos.
        </p>
      ),
    },
  ];
}

/** "Preguntas frecuentes": each question opens its answer. */
export function HelpAnswers({
  checkout,
  concepts,
}: {
  checkout: boolean | undefined;
  concepts: readonly Concept[];
}) {
  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.title}>
        Preguntas frecuentes
      </h2>
      <div className={styles.answers}>
        {answers(checkout, concepts).map((entry) => (
          <details key={entry.id} id={entry.id} className={styles.answer}>
            <summary>{entry.question}</summary>
            {entry.answer}
          </details>
        ))}
      </div>
    </section>
  );
}
