import { STORE_KINDS, STORE_PRICE_MAX, type StoreItem } from '@app/contract/store';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FieldHint } from '../../../components/form/field-message';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { TextField } from '../../../components/form/text-field';
import { TextAreaField } from '../../../components/form/textarea-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { useSaveStoreItem } from '../api/store-items';
import {
  EMPTY_STORE_ITEM,
  storeItemForm,
  storeItemValues,
  type StoreItemRequest,
  type StoreItemValues,
} from '../lib/store-item-form';
import { KIND_EFFECTS, KIND_LABELS } from '../lib/store-texts';
import forms from '../../../components/admin/admin-form.module.css';
import fieldStyles from '../../../components/form/field.module.css';
import styles from './store-form.module.css';

const resolver = zodResolver(storeItemForm);
const KIND_OPTIONS = STORE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const API_FIELDS = {
  kind: 'kind',
  name: 'name',
  description: 'description',
  price: 'price',
  badge: 'badge',
} as const;

/**
 * A store item's form: a new one (`item` absent) or the changes to one, whose kind stays as it
 * was made. The API's rules check it before it goes, and its refusals show beside each field.
 */
export function StoreItemForm({
  item,
  onSaved,
  onCancel,
}: {
  item?: StoreItem;
  onSaved: (item: StoreItem) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const save = useSaveStoreItem();
  const { register, control, handleSubmit, formState, setError, reset } = useForm<
    StoreItemValues,
    unknown,
    StoreItemRequest
  >({
    defaultValues: item ? storeItemValues(item) : EMPTY_STORE_ITEM,
    resolver,
    mode: 'onTouched',
  });
  const shown = useShownErrors(formState);
  const kind = useWatch({ control, name: 'kind' });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (fields) => {
    // An item keeps the kind it was made with: a change sends the rest.
    const { kind: _kind, ...changes } = fields;
    try {
      const saved = await save.mutateAsync(item ? { id: item.id, fields: changes } : { fields });
      if (!item) reset(EMPTY_STORE_ITEM);
      onSaved(saved);
    } catch (error) {
      showServerErrors(error, setError, API_FIELDS);
    }
  });

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate>
      <fieldset className={forms.fields} disabled={busy}>
        <div className={forms.grid}>
          {item ? (
            <div className={fieldStyles.field}>
              <span className={fieldStyles.label}>Tipo</span>
              <p className={styles.fixed}>{KIND_LABELS[item.kind]}</p>
              <FieldHint>El tipo no cambia una vez creado.</FieldHint>
            </div>
          ) : (
            <SelectField
              id={`${id}-kind`}
              label="Tipo"
              placeholder="Elige el tipo"
              options={KIND_OPTIONS}
              hint={KIND_EFFECTS[kind]}
              error={shown('kind')}
              {...register('kind')}
            />
          )}
          <TextField
            id={`${id}-name`}
            label="Nombre"
            autoComplete="off"
            maxLength={60}
            required
            error={shown('name')}
            {...register('name')}
          />
        </div>
        <TextAreaField
          id={`${id}-description`}
          label="Descripción"
          rows={2}
          maxLength={300}
          error={shown('description')}
          {...register('description')}
        />
        <div className={forms.grid}>
          <TextField
            id={`${id}-price`}
            label="Precio"
            type="number"
            inputMode="numeric"
            min={1}
            max={STORE_PRICE_MAX}
            hint="En monedas."
            required
            error={shown('price')}
            {...register('price')}
          />
          {kind === 'badge' && (
            <TextField
              id={`${id}-badge`}
              label="Insignia"
              autoComplete="off"
              maxLength={16}
              hint="Un emoji, o un símbolo muy corto."
              required
              error={shown('badge')}
              {...register('badge')}
            />
          )}
        </div>
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <FormActions
        submit={item ? 'Guardar cambios' : 'Añadir artículo'}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
