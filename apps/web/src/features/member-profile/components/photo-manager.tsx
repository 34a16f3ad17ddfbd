import type { Photo } from '@app/sdk/calls/photos';
import { useRef, useState } from 'react';
import { PlusIcon } from '../../../components/icons/admin-icons';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { QueryStates } from '../../../components/ui/query-states';
import { buttonClassName } from '../../../components/ui/button';
import { usePhotoChanges, usePhotos, usePhotoUrl } from '../api/profile';
import { PhotoThumb } from './photo-gallery';
import galleryStyles from './profile.module.css';
import styles from './profile-edit.module.css';

/** The most photos the API keeps (media.service's MAX_PHOTOS). */
const MAX_PHOTOS = 30;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** One photo opened for managing: full size, "Cambiar" and "Eliminar". */
function PhotoActions({
  photo,
  label,
  onReplace,
  onDelete,
  onClose,
  busy,
}: {
  photo: Photo;
  label: string;
  onReplace: () => void;
  onDelete: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  const url = usePhotoUrl(photo.id);
  return (
    <ModalSheet title={label} onClose={onClose} wide>
      {url && <img src={url} alt={label} className={galleryStyles.fullImage} />}
      <div className={styles.sheetActions}>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={onReplace}
          disabled={busy}
        >
          Cambiar
        </button>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={onDelete}
          disabled={busy}
        >
          Eliminar
        </button>
      </div>
    </ModalSheet>
  );
}

/** The gallery to manage: add a photo, open one to replace or delete it. */
export function PhotoManager({ userId }: { userId: number }) {
  const query = usePhotos(userId);
  const { add, replace, remove } = usePhotoChanges(userId);
  const photos = query.data?.data ?? [];
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<number>();
  const [replacing, setReplacing] = useState<number>();
  const [confirming, setConfirming] = useState<number>();
  const busy = add.isPending || replace.isPending || remove.isPending;
  const failed = add.isError || replace.isError || remove.isError;
  const openIndex = photos.findIndex((photo) => photo.id === open);
  const label = (index: number) => `Foto ${index + 1}`;

  const pick = (photoId?: number) => {
    setReplacing(photoId);
    input.current?.click();
  };

  const onFile = (file: File) => {
    if (replacing !== undefined) {
      replace.mutate({ photoId: replacing, file }, { onSuccess: () => setOpen(undefined) });
    } else {
      add.mutate(file);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="galeria-title">
      <h2 id="galeria-title" className={styles.cardTitle}>
        Fotos
      </h2>
      <p className={styles.hint}>
        Hasta {MAX_PHOTOS} fotos. Toca una para verla, cambiarla o eliminarla.
      </p>
      <QueryStates
        query={query}
        empty={false}
        texts={{
          loading: 'Cargando fotos…',
          failed: 'No hemos podido cargar las fotos.',
          empty: '',
        }}
      >
        <ul className={galleryStyles.grid}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={galleryStyles.thumbButton}
                onClick={() => setOpen(photo.id)}
                aria-label={`${label(index)}: ver, cambiar o eliminar`}
              >
                <PhotoThumb photo={photo} label="" />
              </button>
            </li>
          ))}
          {photos.length < MAX_PHOTOS && (
            <li>
              <button
                type="button"
                className={styles.addTile}
                onClick={() => pick()}
                disabled={busy}
                aria-busy={add.isPending || undefined}
              >
                <PlusIcon size={28} />
                <span>{add.isPending ? 'Subiendo…' : 'Añadir foto'}</span>
              </button>
            </li>
          )}
        </ul>
      </QueryStates>
      {failed && (
        <p className={styles.error} role="alert">
          No hemos podido guardar el cambio. Inténtalo de nuevo.
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {openIndex >= 0 && (
        <PhotoActions
          photo={photos[openIndex]!}
          label={label(openIndex)}
          busy={busy}
          onReplace={() => pick(photos[openIndex]!.id)}
          onDelete={() => setConfirming(photos[openIndex]!.id)}
          onClose={() => setOpen(undefined)}
        />
      )}
      {confirming !== undefined && (
        <ConfirmDialog
          title="¿Eliminar esta foto?"
          text="Dejará de verse en tu perfil."
          confirmLabel="Eliminar"
          onConfirm={() => {
            remove.mutate(confirming, { onSuccess: () => setOpen(undefined) });
            setConfirming(undefined);
          }}
          onCancel={() => setConfirming(undefined)}
        />
      )}
    </section>
  );
}
