import {
  CHALLENGE_LIMITS,
  CHALLENGE_METRICS,
  type Challenge,
  type ChallengeMetric,
} from '@app/contract/challenges';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { FormSection } from '../../../components/form/form-section';
import { SelectField } from '../../../components/form/select-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { TextField } from '../../../components/form/text-field';
import { TextAreaField } from '../../../components/form/textarea-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { useCreateChallenge } from '../api/challenges';
import { useSponsors } from '../api/sponsors';
import {
  challengeForm,
  emptyChallenge,
  type ChallengeRequest,
  type ChallengeValues,
} from '../lib/challenge-form';
import styles from '../../../components/admin/admin-form.module.css';

const resolver = zodResolver(challengeForm);

/** What the metric's select says of each (the list shows them as a unit, lower case). */
const METRIC_NAMES: Record<ChallengeMetric, string> = {
  activities: 'Actividades',
  minutes: 'Minutos',
  kcal: 'Calorías (kcal)',
  disciplines: 'Disciplinas distintas',
};
const METRIC_OPTIONS = CHALLENGE_METRICS.map((value) => ({ value, label: METRIC_NAMES[value] }));

const GOAL_HINTS: Record<ChallengeMetric, string> = {
  activities: 'Cuántas actividades con asistencia verificada.',
  minutes: 'Cuántos minutos de actividad, sumando las duraciones.',
  kcal: 'Cuántas kcal, según la estimación de cada actividad.',
  disciplines: 'En cuántas disciplinas distintas.',
};

const API_FIELDS = {
  title: 'title',
  description: 'description',
  metric: 'metric',
  goal: 'goal',
  discipline: 'discipline',
  starts_at: 'starts_at',
  ends_at: 'ends_at',
  reward_coins: 'reward_coins',
  badge: 'badge',
  badge_name: 'badge_name',
  sponsor: 'sponsor',
} as const;

/**
 * "Nuevo reto": a goal over a period (read in Madrid's time), perhaps in one discipline, with a
 * reward in coins and a badge, perhaps in a brand's name.
 */
export function ChallengeForm({
  disciplines,
  onCreated,
}: {
  disciplines: ReadonlyArray<{ value: number; label: string }>;
  onCreated: (challenge: Challenge) => void;
}) {
  const id = useId();
  const create = useCreateChallenge();
  const brands = useSponsors().data ?? [];
  const { register, control, handleSubmit, formState, setError, reset } = useForm<
    ChallengeValues,
    unknown,
    ChallengeRequest
  >({ defaultValues: emptyChallenge(), resolver, mode: 'onTouched' });
  const shown = useShownErrors(formState);
  const metric = useWatch({ control, name: 'metric' });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (fields) => {
    try {
      const created = await create.mutateAsync(fields);
      reset(emptyChallenge());
      onCreated(created);
    } catch (error) {
      showServerErrors(error, setError, API_FIELDS);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Nuevo reto">
      <fieldset className={styles.fields} disabled={busy}>
        <TextField
          id={`${id}-title`}
          label="Título"
          autoComplete="off"
          maxLength={CHALLENGE_LIMITS.titleMax}
          required
          error={shown('title')}
          {...register('title')}
        />
        <TextAreaField
          id={`${id}-description`}
          label="Descripción"
          rows={3}
          maxLength={CHALLENGE_LIMITS.descriptionMax}
          error={shown('description')}
          {...register('description')}
        />
        <div className={styles.grid}>
          <SelectField
            id={`${id}-metric`}
            label="Qué cuenta"
            placeholder="Elige qué se cuenta"
            options={METRIC_OPTIONS}
            required
            error={shown('metric')}
            {...register('metric')}
          />
          <TextField
            id={`${id}-goal`}
            label="Meta"
            type="number"
            inputMode="numeric"
            min={1}
            max={CHALLENGE_LIMITS.goalMax}
            hint={GOAL_HINTS[metric]}
            required
            error={shown('goal')}
            {...register('goal')}
          />
          <SelectField
            id={`${id}-discipline`}
            label="Disciplina"
            placeholder="Cualquiera"
            options={disciplines}
            hint="Opcional: solo cuenta esta disciplina."
            error={shown('discipline')}
            {...register('discipline')}
          />
          <SelectField
            id={`${id}-sponsor`}
            label="Marca"
            placeholder="Sin marca"
            options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
            hint="Opcional: la marca que lo patrocina."
            error={shown('sponsor')}
            {...register('sponsor')}
          />
          <TextField
            id={`${id}-starts`}
            label="Empieza"
            type="datetime-local"
            hint="Hora peninsular (Madrid)."
            required
            error={shown('starts_at')}
            {...register('starts_at')}
          />
          <TextField
            id={`${id}-ends`}
            label="Termina"
            type="datetime-local"
            hint="Hora peninsular (Madrid)."
            required
            error={shown('ends_at')}
            {...register('ends_at')}
          />
        </div>
        <FormSection legend="Premio al alcanzar la meta">
          <div className={`${styles.grid} ${styles.grid3}`}>
            <TextField
              id={`${id}-reward`}
              label="Monedas de premio"
              type="number"
              inputMode="numeric"
              min={0}
              max={CHALLENGE_LIMITS.rewardMax}
              hint="Opcional. Se dan una sola vez."
              error={shown('reward_coins')}
              {...register('reward_coins')}
            />
            <TextField
              id={`${id}-badge`}
              label="Insignia"
              autoComplete="off"
              maxLength={16}
              hint="Opcional. Un emoji."
              error={shown('badge')}
              {...register('badge')}
            />
            <TextField
              id={`${id}-badge-name`}
              label="Nombre de la insignia"
              autoComplete="off"
              maxLength={60}
              hint="Con la insignia, su nombre."
              error={shown('badge_name')}
              {...register('badge_name')}
            />
          </div>
        </FormSection>
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <FormActions submit="Crear reto" busy={busy} />
    </form>
  );
}
