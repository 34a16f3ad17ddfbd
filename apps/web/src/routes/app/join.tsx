import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { QueryStates } from '../../components/ui/query-states';
import { CodeStep } from '../../features/member-auth/components/code-step';
import { ContactStep, type SentTo } from '../../features/member-auth/components/contact-step';
import { SignUpStep } from '../../features/member-auth/components/sign-up-step';
import { StepProgress } from '../../features/member-auth/components/step-progress';
import { nextPage } from '../../features/member-auth/route-guards';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { referenceDataQueryOptions, useReferenceData } from '../../lib/reference-data';
import { site } from '../../lib/site';
import styles from './guest-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Crear cuenta', description: `Únete a ${site.productName} en un minuto.` },
};

type Step =
  { name: 'contact' } | { name: 'code'; sent: SentTo } | { name: 'details'; sent: SentTo };

const TITLES = {
  contact: ['Crear cuenta', 'Te enviaremos un código para comprobar que eres tú.'],
  code: ['Escribe el código', 'Lo acabamos de enviar. Caduca en 10 minutos.'],
  details: ['Cuéntanos sobre ti', 'Lo justo para empezar; el resto, en tu perfil.'],
} as const;

/** The cities and genders the last step needs, fetched while the first two are filled in. */
export function loader() {
  void browserQueryClient().prefetchQuery(referenceDataQueryOptions());
  return null;
}

/**
 * "Crear cuenta" (member-features.md, section 1): the contact, the code, then the form. The
 * SDK holds the request and its proof between the steps.
 */
export function Component() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [step, setStep] = useState<Step>({ name: 'contact' });
  const [lastSent, setLastSent] = useState<SentTo>();
  const reference = useReferenceData();
  const [title, lead] = TITLES[step.name];
  const number = { contact: 1, code: 2, details: 3 }[step.name];

  return (
    <AuthLayout
      title={title}
      lead={lead}
      above={<StepProgress step={number} of={3} />}
      footer={
        <p className={styles.footer}>
          <span>
            ¿Ya tienes cuenta? <Link to={memberPaths.signIn + search}>Iniciar sesión</Link>
          </span>
        </p>
      }
    >
      {step.name === 'contact' && (
        <ContactStep
          submitLabel="Enviar código"
          initial={lastSent}
          onSent={(sent) => {
            setLastSent(sent);
            setStep({ name: 'code', sent });
          }}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          sent={step.sent}
          onResent={(sentAt) => setStep({ name: 'code', sent: { ...step.sent, sentAt } })}
          onChecked={() => setStep({ name: 'details', sent: step.sent })}
          onChangeContact={() => setStep({ name: 'contact' })}
        />
      )}
      {step.name === 'details' && (
        <QueryStates
          query={reference}
          empty={!reference.data}
          texts={{
            loading: 'Cargando las ciudades…',
            failed: 'No hemos podido cargar las ciudades. Comprueba tu conexión.',
            empty: 'No hay ciudades que elegir todavía.',
          }}
        >
          {reference.data && (
            <SignUpStep
              reference={reference.data}
              // A new member goes back to the page they came for (a shared plan, say), or
              // starts on their profile, where the meter says what to fill in.
              onJoined={() =>
                void navigate(
                  new URLSearchParams(search).has('next') ? nextPage(search) : memberPaths.profile,
                  { replace: true },
                )
              }
            />
          )}
        </QueryStates>
      )}
    </AuthLayout>
  );
}
