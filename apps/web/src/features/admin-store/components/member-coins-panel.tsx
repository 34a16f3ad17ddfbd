import { useId, useState } from 'react';
import { Panel } from '../../../components/admin/panel';
import { MemberPicker } from '../../../components/admin/member-picker/member-picker';
import { MemberCoins } from './member-coins';
import styles from './member-coins.module.css';

/** "Ajustar monedas de un miembro": a member found by name, e-mail, phone or number, their coins, and the adjustment. */
export function MemberCoinsPanel() {
  const id = useId();
  const [memberId, setMemberId] = useState<number>();

  return (
    <Panel
      title="Ajustar monedas de un miembro"
      description="Busca a la persona por su nombre, correo, teléfono o número de miembro para ver su saldo y sus movimientos, y darle o quitarle monedas con el motivo."
    >
      <div className={styles.panel}>
        <div className={styles.lookup}>
          <MemberPicker
            id={`${id}-member`}
            label="Miembro"
            value={memberId}
            onChange={(next) => setMemberId(next)}
          />
        </div>
        {memberId !== undefined && <MemberCoins key={memberId} userId={memberId} />}
      </div>
    </Panel>
  );
}
