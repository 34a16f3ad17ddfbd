import { Panel } from '../../../components/admin/panel';
import { QueryStates } from '../../../components/ui/query-states';
import { useStoreItems } from '../api/store-items';
import { StoreItemCard } from './store-item-card';
import styles from './catalogue.module.css';
import { plural } from '@app/contract/spanish-plural';
import { formatNumber } from '@app/contract/spanish-numbers';

/** Every item of the store, on sale or not, as members would find them (the cheapest first). */
export function StoreCatalogue() {
  const query = useStoreItems();
  const items = query.data ?? [];
  const onSale = items.filter((item) => item.active).length;
  return (
    <Panel
      title="Catálogo"
      description={
        query.data
          ? `${plural(items.length, 'artículo')}, ${formatNumber(onSale)} a la venta. Lo ya comprado sigue como se compró.`
          : undefined
      }
    >
      <QueryStates
        query={query}
        empty={items.length === 0}
        texts={{
          loading: 'Cargando el catálogo…',
          failed: 'No hemos podido cargar el catálogo.',
          empty: 'La tienda aún no tiene artículos. Añade el primero aquí abajo.',
        }}
      >
        <ul className={styles.list} aria-label="Artículos de la tienda">
          {items.map((item) => (
            <StoreItemCard key={item.id} item={item} />
          ))}
        </ul>
      </QueryStates>
    </Panel>
  );
}
