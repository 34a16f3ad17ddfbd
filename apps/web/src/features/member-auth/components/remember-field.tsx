import type { UseFormRegisterReturn } from 'react-hook-form';
import { SwitchField } from '../../../components/form/switch-field';

/** "Recordar sesión" (joining, signing in): on, the session outlives the browser. */
export function RememberField(props: UseFormRegisterReturn) {
  return (
    <SwitchField
      id="remember"
      label="Recordar sesión"
      hint="Sigue dentro aunque cierres el navegador."
      {...props}
    />
  );
}
