import { TextField } from './text-field';
import type { RegisteredField } from './use-shown-errors';
import layout from './form-layout.module.css';

/** A member's name and surnames side by side (joining, the profile); the surnames may be left out. */
export function NameFields({
  firstname,
  lastname,
}: {
  firstname: RegisteredField;
  lastname: RegisteredField;
}) {
  return (
    <div className={layout.row}>
      <TextField id="firstname" label="Nombre" autoComplete="given-name" required {...firstname} />
      <TextField
        id="lastname"
        label="Apellidos (opcional)"
        autoComplete="family-name"
        {...lastname}
      />
    </div>
  );
}
