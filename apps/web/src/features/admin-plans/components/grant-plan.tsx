import type { PlanGrant } from '@app/contract/plans';
import { useState } from 'react';
import { Panel } from '../../../components/admin/panel';
import { Notice } from '../../../components/ui/notice';
import { grantedNotice } from '../lib/plan-texts';
import { GrantPlanForm } from './grant-plan-form';
import styles from './plans.module.css';

/** "Dar un plan": the grant's form, and what became of the last one. */
export function GrantPlan() {
  const [given, setGiven] = useState<PlanGrant>();
  return (
    <Panel
      title="Dar un plan"
      description="Empieza ahora y dura los días que digas, sin pago. Si ya paga una suscripción, esta sigue como estaba."
    >
      {given && (
        <Notice className={styles.notice} onClose={() => setGiven(undefined)}>
          {grantedNotice(given)}
        </Notice>
      )}
      <GrantPlanForm onGranted={setGiven} />
    </Panel>
  );
}
