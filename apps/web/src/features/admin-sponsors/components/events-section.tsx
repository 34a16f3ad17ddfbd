import type { ConceptOption } from '@app/contract/reference';
import { useState } from 'react';
import { Panel } from '../../../components/admin/panel';
import { Notice } from '../../../components/ui/notice';
import { QueryStates } from '../../../components/ui/query-states';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { useEvents } from '../api/events';
import { EventCard } from './event-card';
import { EventForm } from './event-form';
import cards from '../../../components/admin/card-list.module.css';
import styles from './events.module.css';
import forms from './forms.module.css';

/** "Eventos": a new event in a brand's name, and the events still to start. */
export function EventsSection({
  reference,
  types,
  disciplines,
}: {
  reference: ReferenceSnapshot;
  types: readonly ConceptOption[];
  disciplines: ReadonlyArray<{ value: number; label: string }>;
}) {
  const query = useEvents();
  const events = query.data?.data ?? [];
  const [created, setCreated] = useState<string>();
  return (
    <Panel
      title="Eventos"
      description="Un evento es un plan en nombre de una marca: sus plazas son para quien antes las pide, y luego hay lista de espera. Tú figuras como anfitrión."
    >
      {created && (
        <Notice className={styles.notice} onClose={() => setCreated(undefined)}>
          Evento creado: «{created}». Ya está en la lista de próximos eventos.
        </Notice>
      )}
      <EventForm
        reference={reference}
        types={types}
        disciplines={disciplines}
        onCreated={(event) => setCreated(event.description.split('\n')[0])}
      />
      <div className={forms.block}>
        <h3 className={forms.blockTitle}>Próximos eventos</h3>
        <QueryStates
          query={query}
          empty={events.length === 0}
          texts={{
            loading: 'Cargando los eventos…',
            failed: 'No hemos podido cargar los eventos.',
            empty: 'No hay eventos por empezar.',
          }}
        >
          <ul
            className={cards.list}
            aria-label="Próximos eventos"
            aria-busy={query.isFetching || undefined}
          >
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
        </QueryStates>
      </div>
    </Panel>
  );
}
