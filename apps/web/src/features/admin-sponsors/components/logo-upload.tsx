import type { Sponsor } from '@app/contract/sponsors';
import { ApiError } from '@app/sdk/http/api-error';
import { useId, useState, type ChangeEvent } from 'react';
import { describedBy, FieldError } from '../../../components/form/field-message';
import { UploadIcon } from '../../../components/icons/admin-icons';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUploadLogo } from '../api/sponsors';
import { isLogoFile, LOGO_ACCEPT } from '../lib/brand';
import { staffDate } from '../lib/staff-time';
import styles from './brands.module.css';

const WRONG_TYPE = 'El logo debe ser una imagen PNG, JPEG, WebP o GIF.';

/** Why an upload was refused: the API's words (too large, not an image, missing). */
function uploadError(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === undefined)
    return 'No ha llegado la respuesta del servidor. Inténtalo de nuevo.';
  return error.fieldError('logo') ?? error.message;
}

/**
 * A brand's logo: the picker ('Logo', opened by 'Elegir imagen') and, once a picture is chosen,
 * the button that uploads it ('Subir logo').
 */
export function LogoUpload({ brand }: { brand: Sponsor }) {
  const id = useId();
  const upload = useUploadLogo(brand.id);
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // An empty picker lets the same file be chosen again after a refusal.
    event.target.value = '';
    setDone(false);
    setFile(picked);
    setError(picked && !isLogoFile(picked) ? WRONG_TYPE : undefined);
  };

  const send = async () => {
    if (!file || !isLogoFile(file)) return;
    try {
      await upload.mutateAsync(file);
      setFile(undefined);
      setDone(true);
    } catch (failure) {
      setError(uploadError(failure));
    }
  };

  const busy = upload.isPending;
  return (
    <div className={styles.upload}>
      <div className={styles.uploadRow}>
        <span id={`${id}-label`} className={styles.uploadLabel}>
          Logo
        </span>
        <input
          id={id}
          type="file"
          className="visually-hidden"
          accept={LOGO_ACCEPT}
          disabled={busy}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy(id, { error })}
          aria-invalid={error ? true : undefined}
          onChange={onPick}
        />
        <label htmlFor={id} className={buttonClassName('secondary', { size: 'small' })}>
          {brand.logoUpdatedAt ? 'Cambiar imagen' : 'Elegir imagen'}
        </label>
        <span className={styles.fileName} aria-live="polite">
          {file
            ? file.name
            : done
              ? 'Logo subido.'
              : brand.logoUpdatedAt
                ? `Subido el ${staffDate(brand.logoUpdatedAt)}`
                : 'Aún sin logo'}
        </span>
        {file && !error && (
          <button
            type="button"
            className={buttonClassName('primary', { size: 'small' })}
            onClick={() => void send()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? <Spinner size={16} /> : <UploadIcon size={18} />}
            Subir logo
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
