import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { CodeStep } from '../../features/member-auth/components/code-step';
import { ContactStep, type SentTo } from '../../features/member-auth/components/contact-step';
import { NewPasswordStep } from '../../features/member-auth/components/new-password-step';
import { StepProgress } from '../../features/member-auth/components/step-progress';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import type { SignInState } from './sign-in';
import styles from './guest-pages.module.css';

export const handle: PageHandle = {
  meta: {
    title: 'Recuperar contraseña',
    description: 'Cambia tu contraseña con un código enviado a tu correo o a tu teléfono.',
  },
};

type Step = { name: 'contact' } | { name: 'code'; sent: SentTo } | { name: 'password' };

const TITLES = {
  contact: [
    '¿Olvidaste tu contraseña?',
    'Te enviaremos un código al correo o al teléfono de tu cuenta.',
  ],
  code: ['Escribe el código', 'Lo acabamos de enviar. Caduca en 10 minutos.'],
  password: ['Elige una contraseña nueva', 'Al guardarla se cerrarán tus sesiones abiertas.'],
} as const;

/** A forgotten password: the contact, the code, the new password; then "Iniciar sesión". */
export function Component() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'contact' });
  const [lastSent, setLastSent] = useState<SentTo>();
  const [title, lead] = TITLES[step.name];
  const number = { contact: 1, code: 2, password: 3 }[step.name];

  return (
    <AuthLayout
      title={title}
      lead={lead}
      above={<StepProgress step={number} of={3} />}
      footer={
        <p className={styles.footer}>
          <Link to={memberPaths.signIn}>Volver a iniciar sesión</Link>
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
          onChecked={() => setStep({ name: 'password' })}
          onChangeContact={() => setStep({ name: 'contact' })}
        />
      )}
      {step.name === 'password' && (
        <NewPasswordStep
          onChanged={() => {
            const state: SignInState = {
              notice: 'Contraseña cambiada. Inicia sesión con la nueva.',
            };
            void navigate(memberPaths.signIn, { replace: true, state });
          }}
        />
      )}
    </AuthLayout>
  );
}
