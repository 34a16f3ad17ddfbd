import { PASSWORD_MIN_LENGTH } from '@app/contract/join-forms';
import { PasswordField } from '../../../components/form/password-field';
import type { RegisteredField } from '../../../components/form/use-shown-errors';

/**
 * A new password typed twice (joining, a forgotten password), the contract's rule under the
 * first; `label` names the first ("Contraseña", "Contraseña nueva").
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: RegisteredField;
  confirmation: RegisteredField;
}) {
  return (
    <>
      <PasswordField
        id="password"
        label={label}
        autoComplete="new-password"
        hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        required
        {...password}
      />
      <PasswordField
        id="password_confirmation"
        label="Repite la contraseña"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
