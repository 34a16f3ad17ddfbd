import { useState } from 'react';
import { Panel } from '../../../components/admin/panel';
import { Notice } from '../../../components/ui/notice';
import { QueryStates } from '../../../components/ui/query-states';
import { useSponsors } from '../api/sponsors';
import { BrandForm } from './brand-form';
import { BrandItem } from './brand-item';
import cards from '../../../components/admin/card-list.module.css';
import forms from './forms.module.css';

/** "Marcas": the sponsor brands with their logos, and a new one. */
export function BrandsSection() {
  const query = useSponsors();
  const brands = query.data ?? [];
  const [added, setAdded] = useState<string>();
  return (
    <Panel
      title="Marcas"
      description="Las marcas que patrocinan eventos y retos. El logo puede ser PNG, JPEG, WebP o GIF; se guarda como PNG de 256 px como mucho."
    >
      <QueryStates
        query={query}
        empty={brands.length === 0}
        texts={{
          loading: 'Cargando las marcas…',
          failed: 'No hemos podido cargar las marcas.',
          empty: 'Aún no hay marcas. Añade la primera aquí abajo.',
        }}
      >
        <ul className={cards.list} aria-label="Marcas patrocinadoras">
          {brands.map((brand) => (
            <BrandItem key={brand.id} brand={brand} />
          ))}
        </ul>
      </QueryStates>
      <div className={forms.block}>
        <h3 className={forms.blockTitle}>Nueva marca</h3>
        {added && (
          <Notice onClose={() => setAdded(undefined)}>
            «{added}» añadida. Ya puedes subir su logo.
          </Notice>
        )}
        <BrandForm onSaved={(brand) => setAdded(brand.name)} />
      </div>
    </Panel>
  );
}
