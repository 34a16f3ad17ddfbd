import { email, required } from '@app/sdk/rules/form-rules';
import type { FormRules } from '../../lib/form-rules-resolver';
import type { LoginValues } from './api/sign-in';

/** Login (spec, section 5): Correo required and an e-mail; Contraseña required. */
export const loginRules: FormRules<LoginValues> = {
  email_or_phone: [required, email],
  password: [required],
};
