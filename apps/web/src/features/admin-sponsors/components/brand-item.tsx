import type { Sponsor } from '@app/contract/sponsors';
import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { linkText } from '../lib/brand';
import { BrandForm } from './brand-form';
import { BrandLogo } from './brand-logo';
import { LogoUpload } from './logo-upload';
import cards from '../../../components/admin/card-list.module.css';
import styles from './brands.module.css';

/** One brand: its logo, name and web, the button to change them, and its logo's upload. */
export function BrandItem({ brand }: { brand: Sponsor }) {
  const [editing, setEditing] = useState(false);
  const titleId = `brand-${brand.id}`;
  return (
    <li className={`${cards.item} ${cards.roomy}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <BrandLogo brand={brand} size={56} />
        <div className={styles.text}>
          <h3 id={titleId} className={cards.title}>
            {brand.name}
          </h3>
          {brand.link ? (
            <a className={styles.link} href={brand.link} target="_blank" rel="noopener noreferrer">
              {linkText(brand.link)}
            </a>
          ) : (
            <span className={styles.noLink}>Sin web</span>
          )}
        </div>
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small' })}
          onClick={() => setEditing(true)}
          aria-describedby={titleId}
        >
          Editar
        </button>
      </div>
      <LogoUpload brand={brand} />
      {editing && (
        <ModalSheet title={`Editar «${brand.name}»`} onClose={() => setEditing(false)}>
          <BrandForm
            brand={brand}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </ModalSheet>
      )}
    </li>
  );
}
