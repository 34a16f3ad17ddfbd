import { SPONSOR_LIMITS, type Sponsor } from '@app/contract/sponsors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { showServerErrors } from '../../../components/form/server-errors';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { useSaveSponsor } from '../api/sponsors';
import { brandForm, type BrandRequest, type BrandValues } from '../lib/brand';
import styles from '../../../components/admin/admin-form.module.css';

const resolver = zodResolver(brandForm);

/** A brand's name and web: a new brand (`brand` absent) or the changes to one. */
export function BrandForm({
  brand,
  onSaved,
  onCancel,
}: {
  brand?: Sponsor;
  onSaved: (brand: Sponsor) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const save = useSaveSponsor();
  const empty: BrandValues = { name: '', link: '' };
  const { register, handleSubmit, formState, setError, reset } = useForm<
    BrandValues,
    unknown,
    BrandRequest
  >({
    defaultValues: brand ? { name: brand.name, link: brand.link ?? '' } : empty,
    resolver,
    mode: 'onTouched',
  });
  const shown = useShownErrors(formState);
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ name, link }) => {
    try {
      const saved = await save.mutateAsync({ id: brand?.id, fields: { name, link: link ?? null } });
      if (!brand) reset(empty);
      onSaved(saved);
    } catch (error) {
      showServerErrors(error, setError, { name: 'name', link: 'link' });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={`${styles.fields} ${styles.grid}`} disabled={busy}>
        <TextField
          id={`${id}-name`}
          label="Nombre"
          autoComplete="off"
          maxLength={SPONSOR_LIMITS.nameMax}
          required
          error={shown('name')}
          {...register('name')}
        />
        <TextField
          id={`${id}-link`}
          label="Web"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          maxLength={SPONSOR_LIMITS.linkMax}
          hint="Opcional."
          error={shown('link')}
          {...register('link')}
        />
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <FormActions
        submit={brand ? 'Guardar cambios' : 'Añadir marca'}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
