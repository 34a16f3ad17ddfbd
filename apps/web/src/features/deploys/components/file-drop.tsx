import { useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import { FileIcon, UploadIcon, CloseIcon } from '../../../components/icons/admin-icons';
import { describedBy, FieldError } from '../../../components/form/field-message';
import { formatBytes } from '../../../lib/format';
import styles from './file-drop.module.css';

/**
 * The build to upload, chosen with the system's picker (a click, or Enter on the focused box)
 * or dropped onto the box. Only the first file counts; the form decides whether it fits.
 */
export function FileDrop({
  id,
  accept,
  description,
  file,
  error,
  disabled,
  inputRef,
  onFiles,
  onBlur,
  onClear,
}: {
  id: string;
  accept: string | undefined;
  description: string;
  file: File | null;
  error?: string | undefined;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onFiles: (files: FileList | null) => void;
  onBlur: () => void;
  onClear: () => void;
}) {
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(event.target.files);
    // The form holds the file; an empty picker lets the same file be chosen again.
    event.target.value = '';
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(event.dataTransfer.files);
  };

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        Archivo
      </span>
      <input
        ref={inputRef}
        id={id}
        type="file"
        className={styles.input}
        accept={accept}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(id, { hint: true, error })}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
        onBlur={onBlur}
      />
      <label
        htmlFor={id}
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon size={28} />
        <span className={styles.call}>
          <strong>Arrastra el archivo aquí</strong> o haz clic para elegirlo
        </span>
        <span id={`${id}-hint`} className={styles.hint}>
          {description}
        </span>
      </label>
      {file && (
        <div className={styles.chosen}>
          <FileIcon size={22} />
          <span className={styles.fileText}>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{formatBytes(file.size)}</span>
          </span>
          <button
            type="button"
            className={styles.clear}
            onClick={onClear}
            disabled={disabled}
            aria-label={`Quitar ${file.name}`}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
