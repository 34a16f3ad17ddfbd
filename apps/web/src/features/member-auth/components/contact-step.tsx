import {
  emailContactForm,
  phoneContactForm,
  type ContactForm,
  type JoinContactKind,
} from '@app/contract/join-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { showServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { useReferenceData } from '../../../lib/reference-data';
import { sendCode } from '../api/verification';
import { timestamp } from '../../../hooks/use-countdown';
import layout from '../../../components/form/form-layout.module.css';
import styles from './steps.module.css';

const resolvers = {
  email: zodResolver(emailContactForm),
  phone: zodResolver(phoneContactForm),
};

const FIELD = {
  email: { label: 'Correo', type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { label: 'Teléfono móvil', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
} as const;

export type SentTo = { kind: JoinContactKind; contact: string; sentAt: number };

/**
 * The first step of joining and of a forgotten password: the e-mail or the phone the code goes
 * to. The choice is a pair of radio buttons; the field follows it. The phone is offered only
 * once the server says codes go to phones (`phoneSignup` in /api/info, PHONE_SIGNUP): with it
 * off there is no choice, only the e-mail.
 */
export function ContactStep({
  submitLabel,
  initial,
  onSent,
}: {
  submitLabel: string;
  initial?: SentTo | undefined;
  onSent: (sent: SentTo) => void;
}) {
  const phoneSignup = useReferenceData().data?.info.phoneSignup === true;
  const [chosen, setKind] = useState<JoinContactKind>(initial?.kind ?? 'email');
  const kind = phoneSignup ? chosen : 'email';
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<ContactForm>({
    defaultValues: { contact: initial?.contact ?? '' },
    resolver: resolvers[kind],
    mode: 'onTouched',
  });
  const shown = useShownErrors(formState);

  const onSubmit = handleSubmit(async ({ contact }) => {
    try {
      await sendCode(kind, contact);
      onSent({ kind, contact, sentAt: timestamp() });
    } catch (error) {
      showServerErrors(error, setError, { email: 'contact', phone: 'contact' });
    }
  });

  const field = FIELD[kind];
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      {phoneSignup && (
        <fieldset className={styles.choice}>
          <legend className={styles.legend}>¿Dónde quieres recibir el código?</legend>
          {(['email', 'phone'] as const).map((option) => (
            <label key={option} className={styles.choiceOption}>
              <input
                type="radio"
                name="contact-kind"
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  clearErrors();
                }}
              />
              <span>{option === 'email' ? 'Correo' : 'Teléfono'}</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={layout.fields} disabled={formState.isSubmitting}>
        <TextField
          key={kind}
          id="contact"
          label={field.label}
          type={field.type}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          placeholder={kind === 'email' ? 'nombre@correo.com' : '612 345 678'}
          required
          error={shown('contact')}
          {...register('contact')}
        />
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <SubmitButton busy={formState.isSubmitting} className={layout.submit}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
