import { PLAN_IDS, PLAN_LIMITS, PLAN_NAMES, type PlanGrant } from '@app/contract/plans';
import { ApiError } from '@app/sdk/http/api-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { TextField } from '../../../components/form/text-field';
import { TextAreaField } from '../../../components/form/textarea-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { MemberPicker } from '../../../components/admin/member-picker/member-picker';
import { useGrantPlan } from '../api/plans';
import {
  EMPTY_PLAN_GRANT,
  memberNumberOf,
  planGrantForm,
  type PlanGrantRequest,
  type PlanGrantValues,
} from '../lib/plan-grant-form';
import forms from '../../../components/admin/admin-form.module.css';

const resolver = zodResolver(planGrantForm);
const PLAN_OPTIONS = PLAN_IDS.map((plan) => ({ value: plan, label: PLAN_NAMES[plan] }));
const API_FIELDS = { user_id: 'user_id', plan: 'plan', days: 'days', note: 'note' } as const;

/**
 * A plan for a member from now for some days, with why: the API's rules check it before it
 * goes, and its refusals show beside each field (a member nobody has, beside the member).
 */
export function GrantPlanForm({ onGranted }: { onGranted: (grant: PlanGrant) => void }) {
  const id = useId();
  const grant = useGrantPlan();
  const { register, control, handleSubmit, formState, setError, reset } = useForm<
    PlanGrantValues,
    unknown,
    PlanGrantRequest
  >({ defaultValues: EMPTY_PLAN_GRANT, resolver, mode: 'onTouched' });
  const shown = useShownErrors(formState);
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const given = await grant.mutateAsync(values);
      reset(EMPTY_PLAN_GRANT);
      onGranted(given);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // "Ese miembro no existe.": about the number typed.
        setError('user_id', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        showServerErrors(error, setError, API_FIELDS);
      }
    }
  });

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label="Dar un plan">
      <fieldset className={forms.fields} disabled={busy}>
        <Controller
          control={control}
          name="user_id"
          render={({ field }) => (
            <MemberPicker
              id={`${id}-member`}
              label="Miembro"
              value={memberNumberOf(field.value)}
              onChange={(memberId) =>
                field.onChange(memberId === undefined ? '' : String(memberId))
              }
              onBlur={field.onBlur}
              error={shown('user_id')}
              disabled={busy}
            />
          )}
        />
        <div className={forms.grid}>
          <SelectField
            id={`${id}-plan`}
            label="Plan"
            placeholder="Elige el plan"
            options={PLAN_OPTIONS}
            required
            error={shown('plan')}
            {...register('plan')}
          />
          <TextField
            id={`${id}-days`}
            label="Días"
            type="number"
            inputMode="numeric"
            min={1}
            max={PLAN_LIMITS.grantDaysMax}
            step={1}
            hint={`Desde ahora; de 1 a ${PLAN_LIMITS.grantDaysMax}.`}
            required
            error={shown('days')}
            {...register('days')}
          />
        </div>
        <TextAreaField
          id={`${id}-note`}
          label="Motivo"
          rows={3}
          maxLength={500}
          hint="Queda en el historial de concesiones, con tu nombre."
          required
          error={shown('note')}
          {...register('note')}
        />
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <FormActions submit="Dar el plan" busy={busy} />
    </form>
  );
}
