import {
  HELP_LIMITS,
  HELP_MESSAGES,
  HELP_TOPICS,
  helpRequest,
  type HelpRequest,
} from '@app/contract/help';
import type { OwnUser } from '@app/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { TextAreaField } from '../../../components/form/textarea-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSendHelpMessage } from '../api/help';
import layout from '../../../components/form/form-layout.module.css';
import styles from './help.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural } from '@app/contract/spanish-plural';

const resolver = zodResolver(helpRequest);
const TOPIC_CHOICES = Object.entries(HELP_TOPICS).map(([value, label]) => ({ value, label }));

/** Where the team's answer goes: the account's e-mail, or its phone. */
const answerTo = (user: OwnUser) =>
  user.email ? `a tu correo, ${user.email}` : user.phone ? `al teléfono ${user.phone}` : null;

/**
 * "Escríbenos": a topic and the member's words, sent to the team (`POST /help`); staff read it
 * in their screen and answer by e-mail or phone.
 */
export function HelpForm({ user }: { user: OwnUser }) {
  const send = useSendHelpMessage();
  const [sent, setSent] = useState(false);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<HelpRequest>({
    defaultValues: { topic: '' as HelpRequest['topic'], message: '' },
    resolver,
    mode: 'onTouched',
  });
  const shown = useShownErrors(formState);
  const length = useWatch({ control, name: 'message' }).length;
  const busy = formState.isSubmitting;
  const where = answerTo(user);

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    try {
      await send.mutateAsync(values);
      reset({ topic: '' as HelpRequest['topic'], message: '' });
      setSent(true);
    } catch (error) {
      showServerErrors(error, setError, { topic: 'topic', message: 'message' });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Escribir al equipo">
      {sent && (
        <Notice onClose={() => setSent(false)}>
          {HELP_MESSAGES.sent}
          {where && ` Te contestaremos ${where}.`}
        </Notice>
      )}
      <fieldset className={layout.fields} disabled={busy}>
        <SelectField
          id="help-topic"
          label="¿De qué se trata?"
          placeholder="Elige un tema"
          options={TOPIC_CHOICES}
          error={shown('topic')}
          {...register('topic')}
        />
        <TextAreaField
          id="help-message"
          label="Tu mensaje"
          rows={6}
          maxLength={HELP_LIMITS.messageMax}
          hint={`${formatNumber(length)} de ${plural(HELP_LIMITS.messageMax, 'carácter', 'caracteres')}. Si es sobre un plan o una persona, di cuál.`}
          error={shown('message')}
          {...register('message')}
        />
      </fieldset>
      {where && <p className={styles.note}>Te contestaremos {where}.</p>}
      <FormError message={formState.errors.root?.server?.message} />
      <SubmitButton busy={busy} className={styles.submit}>
        Enviar mensaje
      </SubmitButton>
    </form>
  );
}
