import type { OwnUser } from '@app/contract/users';
import { useRef, useState } from 'react';
import { CameraIcon } from '../../../components/icons/app-icons';
import { Avatar } from '../../../components/ui/avatar';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { useAvatarUrl } from '../../../lib/avatar';
import { useAvatarChanges } from '../api/profile';
import { ImageCropper } from './image-cropper';
import styles from './profile-edit.module.css';

/**
 * "Foto de perfil": the avatar (or the first letter), a button to pick a picture, the crop
 * step, then the upload; and a way to remove it.
 */
export function AvatarEditor({ user }: { user: OwnUser }) {
  const avatar = useAvatarUrl(user);
  const { upload, remove } = useAvatarChanges();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File>();
  const [progress, setProgress] = useState<number>();

  const save = async (square: Blob) => {
    setProgress(0);
    try {
      await upload.mutateAsync({ file: square, onProgress: setProgress });
      setPicked(undefined);
    } catch {
      // The alert (or the message below) says why; the crop stays open to try again.
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <section id="foto" className={styles.card} aria-labelledby="foto-title">
      <h2 id="foto-title" className={styles.cardTitle}>
        Foto de perfil
      </h2>
      <div className={styles.avatarRow}>
        <Avatar name={user.firstname} src={avatar} size={88} />
        <div className={styles.avatarActions}>
          <button
            type="button"
            className={styles.pickButton}
            onClick={() => input.current?.click()}
          >
            <CameraIcon size={20} />
            {user.avatarUpdatedAt ? 'Cambiar foto' : 'Subir foto'}
          </button>
          {user.avatarUpdatedAt && (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
            >
              Quitar foto
            </button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // The same file can be picked again after a cancel.
            if (file) setPicked(file);
          }}
        />
      </div>
      {(upload.isError || remove.isError) && (
        <p className={styles.error} role="alert">
          No hemos podido guardar la foto. Inténtalo de nuevo.
        </p>
      )}
      {picked && (
        <ModalSheet title="Recorta tu foto" onClose={() => setPicked(undefined)}>
          <ImageCropper
            file={picked}
            busy={upload.isPending}
            onCancel={() => setPicked(undefined)}
            onCrop={(square) => void save(square)}
          />
          {progress !== undefined && (
            <progress
              className={styles.upload}
              max={100}
              value={progress}
              aria-label="Subiendo la foto"
            >
              {progress} %
            </progress>
          )}
        </ModalSheet>
      )}
    </section>
  );
}
