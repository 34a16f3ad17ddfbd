import type { Photo } from '@app/sdk/calls/photos';
import { useState } from 'react';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { QueryStates } from '../../../components/ui/query-states';
import { usePhotos, usePhotoUrl } from '../api/profile';
import styles from './profile.module.css';

/** One square of the grid: the photo when it has loaded, a tinted square until then. */
export function PhotoThumb({ photo, label }: { photo: Photo; label: string }) {
  const url = usePhotoUrl(photo.id);
  return (
    <span className={styles.thumb}>
      {url && <img src={url} alt={label} className={styles.thumbImage} decoding="async" />}
    </span>
  );
}

/** A photo at full size, in a window. */
function PhotoViewer({
  photo,
  label,
  onClose,
}: {
  photo: Photo;
  label: string;
  onClose: () => void;
}) {
  const url = usePhotoUrl(photo.id);
  return (
    <ModalSheet title={label} onClose={onClose} wide>
      {url && <img src={url} alt={label} className={styles.fullImage} />}
    </ModalSheet>
  );
}

/** A member's photos as a grid; a tap shows one at full size. */
export function PhotoGallery({ userId, name }: { userId: number; name: string }) {
  const query = usePhotos(userId);
  const photos = query.data?.data ?? [];
  const [open, setOpen] = useState<number>();
  const label = (index: number) => `Foto ${index + 1} de ${name}`;
  const openIndex = photos.findIndex((photo) => photo.id === open);

  return (
    <QueryStates
      query={query}
      empty={photos.length === 0}
      texts={{
        loading: 'Cargando fotos…',
        failed: 'No hemos podido cargar las fotos.',
        empty: 'Todavía no hay fotos.',
      }}
    >
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button type="button" className={styles.thumbButton} onClick={() => setOpen(photo.id)}>
              <PhotoThumb photo={photo} label={label(index)} />
            </button>
          </li>
        ))}
      </ul>
      {openIndex >= 0 && (
        <PhotoViewer
          photo={photos[openIndex]!}
          label={label(openIndex)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </QueryStates>
  );
}
