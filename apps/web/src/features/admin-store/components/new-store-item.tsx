import { useState } from 'react';
import { Panel } from '../../../components/admin/panel';
import { Notice } from '../../../components/ui/notice';
import { StoreItemForm } from './store-item-form';
import styles from './catalogue.module.css';

/** "Nuevo artículo": the form of an item to add, and what happened to the last one. */
export function NewStoreItem() {
  const [added, setAdded] = useState<string>();
  return (
    <Panel
      title="Nuevo artículo"
      description="Se pone a la venta en cuanto lo añades; puedes retirarlo cuando quieras."
    >
      {added && (
        <Notice className={styles.notice} onClose={() => setAdded(undefined)}>
          «{added}» ya está en el catálogo.
        </Notice>
      )}
      <StoreItemForm onSaved={(item) => setAdded(item.name)} />
    </Panel>
  );
}
