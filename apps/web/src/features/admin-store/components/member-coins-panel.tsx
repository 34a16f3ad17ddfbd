import { useId, useState, type FormEvent } from 'react';
import { Panel } from '../../../components/admin/panel';
import { TextField } from '../../../components/form/text-field';
import { buttonClassName } from '../../../components/ui/button';
import { memberIdOf } from '../lib/coin-adjustment-form';
import { MemberCoins } from './member-coins';
import styles from './member-coins.module.css';

/** "Ajustar monedas de un miembro": a member by number, their coins, and the adjustment. */
export function MemberCoinsPanel() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [memberId, setMemberId] = useState<number>();

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const found = memberIdOf(typed);
    setError(found ? undefined : 'Escribe el número del miembro, solo con cifras.');
    setMemberId(found);
  };

  return (
    <Panel
      title="Ajustar monedas de un miembro"
      description="Busca a la persona por su número de miembro para ver su saldo y sus movimientos, y darle o quitarle monedas con el motivo."
    >
      <div className={styles.panel}>
        <form className={styles.lookup} onSubmit={lookUp} noValidate role="search">
          <TextField
            id={`${id}-member`}
            label="Número de miembro"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Por ejemplo, 42"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error}
          />
          <button
            type="submit"
            className={buttonClassName('secondary', { className: styles.find })}
          >
            Buscar
          </button>
        </form>
        {memberId !== undefined && <MemberCoins key={memberId} userId={memberId} />}
      </div>
    </Panel>
  );
}
