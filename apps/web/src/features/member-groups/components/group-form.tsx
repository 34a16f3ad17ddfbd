import type { CreateGroupBody, GroupVisibility } from '@app/contract/groups';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import fieldStyles from '../../../components/form/field.module.css';
import styles from './group-form.module.css';

const VISIBILITIES = [
  { value: 'public' as const, label: 'Público' },
  { value: 'private' as const, label: 'Privado' },
];

/** Name, description and who may join: creating a group, or its owners and admins editing it. */
export function GroupForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  initial?: Partial<CreateGroupBody>;
  submitLabel: string;
  busy: boolean;
  error?: string | undefined;
  onSubmit: (input: CreateGroupBody) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [visibility, setVisibility] = useState<GroupVisibility>(initial?.visibility ?? 'public');
  const [touched, setTouched] = useState(false);
  const nameError = touched && name.trim() === '' ? 'Ponle un nombre al grupo.' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim() === '') return;
    onSubmit({ name: name.trim(), description: description.trim(), visibility });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id="group-name"
        label="Nombre"
        value={name}
        maxLength={60}
        required
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <div className={fieldStyles.field}>
        <label htmlFor="group-description" className={fieldStyles.label}>
          Descripción
        </label>
        <textarea
          id="group-description"
          className={`${fieldStyles.input} ${styles.description}`}
          value={description}
          maxLength={500}
          rows={4}
          placeholder="Qué hacéis, cuándo quedáis, a quién buscáis."
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <ToggleGroup
        label="Quién puede entrar"
        options={VISIBILITIES}
        selected={[visibility]}
        onToggle={setVisibility}
      />
      <p className={styles.hint}>
        {visibility === 'public'
          ? 'Cualquiera puede unirse al momento.'
          : 'Quien quiera entrar lo solicita y lo aceptáis tú o los administradores.'}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClassName('primary')} disabled={busy}>
        {busy && <Spinner />}
        {submitLabel}
      </button>
    </form>
  );
}
