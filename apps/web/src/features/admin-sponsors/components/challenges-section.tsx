import { useState } from 'react';
import { Panel } from '../../../components/admin/panel';
import { Notice } from '../../../components/ui/notice';
import { QueryStates } from '../../../components/ui/query-states';
import { useChallenges } from '../api/challenges';
import { ChallengeCard } from './challenge-card';
import { ChallengeForm } from './challenge-form';
import cards from '../../../components/admin/card-list.module.css';
import forms from './forms.module.css';

/** "Retos": every challenge, the newest first, and a new one. */
export function ChallengesSection({
  disciplines,
}: {
  disciplines: ReadonlyArray<{ value: number; label: string }>;
}) {
  const query = useChallenges();
  const challenges = query.data ?? [];
  const [created, setCreated] = useState<string>();
  return (
    <Panel
      title="Retos"
      description="Una meta en un periodo: cuentan las asistencias verificadas de quien se apunta. El premio se da una sola vez, al llegar a la meta."
    >
      <QueryStates
        query={query}
        empty={challenges.length === 0}
        texts={{
          loading: 'Cargando los retos…',
          failed: 'No hemos podido cargar los retos.',
          empty: 'Aún no hay retos. Crea el primero aquí abajo.',
        }}
      >
        <ul className={cards.list} aria-label="Todos los retos">
          {challenges.map((challenge) => (
            <ChallengeCard key={challenge.id} challenge={challenge} />
          ))}
        </ul>
      </QueryStates>
      <div className={forms.block}>
        <h3 className={forms.blockTitle}>Nuevo reto</h3>
        {created && <Notice onClose={() => setCreated(undefined)}>Reto «{created}» creado.</Notice>}
        <ChallengeForm
          disciplines={disciplines}
          onCreated={(challenge) => setCreated(challenge.title)}
        />
      </div>
    </Panel>
  );
}
