import type { StoreItem } from '@app/contract/store';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/admin-icons';
import { Icon, type IconProps } from '../../../components/icons/icon';
import { ArrowRightIcon, StarIcon } from '../../../components/icons/ui-icons';
import { buttonClassName } from '../../../components/ui/button';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveStoreItem } from '../api/store-items';
import { coinsText, KIND_LABELS } from '../lib/store-texts';
import { StoreItemForm } from './store-item-form';
import styles from './catalogue.module.css';

/** A badge of the store: a medal (the badge's own emoji is data, shown under it as text). */
const MedalIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="14.5" r="5.5" />
    <path d="M8.5 10.2 6 3.5h4l2 5 2-5h4l-2.5 6.7" />
  </Icon>
);

/** The item's kind as a picture: a medal (badge), a star (highlight), an arrow up (boost). */
function KindIcon({ item }: { item: StoreItem }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      {item.kind === 'badge' ? (
        <MedalIcon size={22} />
      ) : item.kind === 'highlight' ? (
        <StarIcon size={22} />
      ) : (
        <ArrowRightIcon size={22} className={styles.up} />
      )}
    </span>
  );
}

/** One item of the catalogue: what it is, its price, whether it is on sale, and its changes. */
export function StoreItemCard({ item }: { item: StoreItem }) {
  const toggle = useSaveStoreItem();
  const [editing, setEditing] = useState(false);
  const titleId = `store-item-${item.id}`;
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.head}>
        <KindIcon item={item} />
        <div className={styles.text}>
          <h3 id={titleId} className={styles.name}>
            {item.name}
          </h3>
          <p className={styles.tags}>
            <span className={styles.kind}>{KIND_LABELS[item.kind]}</span>
            <span className={item.active ? styles.onSale : styles.offSale}>
              {item.active ? 'A la venta' : 'Retirado'}
            </span>
          </p>
        </div>
      </div>
      <p className={styles.description}>{item.description}</p>
      {item.kind === 'badge' && item.badge && (
        <p className={styles.meta}>
          Insignia: <span className={styles.badge}>{item.badge}</span>
        </p>
      )}
      <div className={styles.foot}>
        <p className={styles.price}>{coinsText(item.price)}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={() => setEditing(true)}
            aria-describedby={titleId}
          >
            Editar
          </button>
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={() => toggle.mutate({ id: item.id, fields: { active: !item.active } })}
            disabled={toggle.isPending}
            aria-busy={toggle.isPending || undefined}
            aria-describedby={titleId}
          >
            {toggle.isPending ? (
              <Spinner size={16} />
            ) : item.active ? (
              <EyeOffIcon size={18} />
            ) : (
              <EyeIcon size={18} />
            )}
            {item.active ? 'Retirar de la venta' : 'Volver a poner a la venta'}
          </button>
        </div>
      </div>
      {toggle.isError && (
        <p className={styles.failure} role="alert">
          No se ha podido cambiar: {toggle.error.message}
        </p>
      )}
      {editing && (
        <ModalSheet title={`Editar «${item.name}»`} onClose={() => setEditing(false)}>
          <StoreItemForm
            item={item}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </ModalSheet>
      )}
    </li>
  );
}
