import { FEEDBACK_LIMITS, feedbackForm, type FeedbackForm as Values } from '@app/contract/feedback';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FieldError } from '../../../components/form/field-message';
import { FormError } from '../../../components/form/form-error';
import { showServerErrors } from '../../../components/form/server-errors';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSendFeedback } from '../api/feedback';
import fieldStyles from '../../../components/form/field.module.css';
import styles from './feedback-form.module.css';
import { StarRating } from './star-rating';

const resolver = zodResolver(feedbackForm);

/** "Valorar la app": stars and a few words, sent through `POST /marketing`. */
export function FeedbackForm() {
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<Values>({
    defaultValues: { description: '' },
    resolver,
    mode: 'onTouched',
  });
  const shown = useShownErrors(formState);
  const length = useWatch({ control, name: 'description' }).length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset({ description: '' });
      setSent(true);
    } catch (error) {
      showServerErrors(error, setError, { stars: 'stars', description: 'description' });
    }
  });

  const busy = formState.isSubmitting;
  const descriptionError = shown('description');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {sent && (
        <Notice onClose={() => setSent(false)}>
          ¡Gracias! Leemos cada opinión; las mejores pueden aparecer en la web.
        </Notice>
      )}
      <Controller
        control={control}
        name="stars"
        render={({ field }) => (
          <StarRating
            name="stars"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={shown('stars')}
          />
        )}
      />
      <div className={fieldStyles.field}>
        <label htmlFor="description" className={fieldStyles.label}>
          ¿Qué te parece la app?
        </label>
        <textarea
          id="description"
          rows={5}
          maxLength={FEEDBACK_LIMITS.descriptionMax}
          className={`${fieldStyles.input} ${styles.textarea}`}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={`description-count${descriptionError ? ' description-error' : ''}`}
          disabled={busy}
          {...register('description')}
        />
        <p id="description-count" className={fieldStyles.hint}>
          {length} de {FEEDBACK_LIMITS.descriptionMax} caracteres
        </p>
        <FieldError id="description-error" message={descriptionError} />
      </div>
      <FormError message={formState.errors.root?.server?.message} />
      <SubmitButton busy={busy} className={styles.submit}>
        Enviar valoración
      </SubmitButton>
    </form>
  );
}
