import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { useMyPlan } from '../../lib/my-plan';
import { HelpAnswers } from '../../features/member-help/components/help-answers';
import { HelpForm } from '../../features/member-help/components/help-form';
import { MyHelpMessages } from '../../features/member-help/components/my-help-messages';
import helpStyles from '../../features/member-help/components/help.module.css';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import { site } from '../../lib/site';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: {
    title: 'Ayuda',
    description: `Preguntas frecuentes y cómo escribir al equipo de ${site.productName}.`,
  },
};

/** The team's address, for whoever cannot use the form. */
const mail = <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>;

/**
 * "Ayuda" (/web/app/help, issue 35): the questions members ask most, then "Escríbenos" — the
 * form that reaches staff for a member, a way to sign in and the address for a guest — and the
 * member's past messages with whether the team handled them.
 */
export function Component() {
  const user = useSessionUser();
  const concepts = useReferenceData().data?.concepts ?? [];
  const plan = useMyPlan(false, user !== undefined);
  return (
    <div className={styles.stack}>
      <HelpAnswers checkout={plan.data?.checkout_available} concepts={concepts} />
      <section className={`${styles.card} ${helpStyles.section}`} aria-labelledby="write-title">
        <h2 id="write-title" className={helpStyles.title}>
          Escríbenos
        </h2>
        {user ? (
          <>
            <p className={helpStyles.lead}>
              ¿No está tu pregunta? Cuéntanos qué pasa y te respondemos. Para denunciar a alguien o
              algo, usa «Denunciar» en su perfil, plan o mensaje.
            </p>
            <HelpForm user={user} />
            <p className={helpStyles.note}>También puedes escribirnos a {mail}.</p>
          </>
        ) : (
          <>
            <p className={helpStyles.lead}>
              Inicia sesión para escribirnos desde aquí: veremos quién eres y te responderemos a tu
              correo o a tu teléfono.
            </p>
            <Link
              to={`${memberPaths.signIn}?next=${encodeURIComponent(memberPaths.help)}`}
              className={buttonClassName('primary', { className: helpStyles.submit })}
            >
              Iniciar sesión
            </Link>
            <p className={helpStyles.contact}>
              Si no puedes entrar, escríbenos a {mail} desde el correo de tu cuenta.
            </p>
          </>
        )}
      </section>
      {user && <MyHelpMessages />}
    </div>
  );
}
