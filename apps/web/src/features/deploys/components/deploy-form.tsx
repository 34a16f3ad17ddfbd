import { deployForm, needsFile, type DeployForm as DeployFormValues } from '@app/contract/deploys';
import { ALERTS } from '@app/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@app/sdk/http/api-error';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { buttonClassName } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/form/submit-button';
import { adminPaths } from '../../../lib/paths';
import { useCreateDeploy } from '../api/create-deploy';
import { ACCEPTED_FILES, acceptAttribute, pickFile } from '../deploy-file';
import { AppTypeField } from './app-type-field';
import styles from './deploy-form.module.css';
import { FileDrop } from './file-drop';
import { UploadProgress } from './upload-progress';
import { useUploadGuard } from '../hooks/use-upload-guard';

// The contract's rules, so the form and the API agree (spec, section 5).
const resolver = zodResolver(deployForm);
const FIELDS = ['appType', 'version', 'file'] as const;

/** Where the list page finds the message to show after a deploy was saved. */
export type DeploysListState = { notice?: string };

/**
 * 'Subir Deploy' (spec, section 4): the type, the build and its version. Changing the type
 * forgets the file; sdk has none. While it uploads everything is locked and the bar shows the
 * progress; a failure puts the bar back to 0 and the shared alert says why. A version lower
 * than the current one (the API's 409) is a question: confirmed, the form sends it again with
 * `confirm_downgrade`; declined, the version field says why and takes the focus.
 */
export function DeployForm() {
  const navigate = useNavigate();
  const createDeploy = useCreateDeploy();
  const uploadGuard = useUploadGuard();
  const [progress, setProgress] = useState(0);
  const [rejected, setRejected] = useState(false);
  // The API's reason to ask, while the question is on screen.
  const [downgrade, setDowngrade] = useState<string>();
  const { register, handleSubmit, formState, setValue, setError, clearErrors, control } = useForm<
    DeployFormValues,
    unknown,
    DeployFormValues
  >({
    defaultValues: { appType: 'apk', version: '', file: null },
    resolver,
    mode: 'onTouched',
  });
  // A controller, not `register`: react-hook-form would write the value back into the
  // input's FileList, which only the browser may fill.
  const { field: fileField } = useController({ name: 'file', control });
  const { errors, touchedFields, isSubmitted, isSubmitting } = formState;
  const visible = (field: (typeof FIELDS)[number]) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined;

  const appType = useWatch({ control, name: 'appType' });
  const file = fileField.value;

  const onFiles = (files: FileList | null) => {
    const picked = pickFile(appType, files);
    setRejected(picked.rejected);
    fileField.onChange(picked.file);
  };

  const appTypeField = register('appType', {
    // A file chosen for one type is no use for another (spec, section 4).
    onChange: () => {
      setRejected(false);
      setValue('file', null);
      clearErrors('file');
    },
  });

  /** Uploads the form's values; `confirmed` says staff accepted a lower version. */
  const upload = async (values: DeployFormValues, confirmed: boolean) => {
    setProgress(0);
    try {
      await createDeploy.mutateAsync({
        fields: {
          appType: values.appType,
          version: values.version,
          file: needsFile(values.appType) ? (values.file ?? undefined) : undefined,
          confirm_downgrade: confirmed,
        },
        onProgress: setProgress,
        signal: uploadGuard.start(),
      });
    } catch (error) {
      uploadGuard.finish();
      setProgress(0);
      if (error instanceof ApiError && error.status === 409) {
        setDowngrade(error.fieldError('version') ?? error.message);
        return;
      }
      // The API's own words about a field (a file that is not a package, say) go beside it.
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.fieldError(field);
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
      return;
    }
    uploadGuard.finish();
    const state: DeploysListState = { notice: ALERTS.deploySaved };
    await navigate(adminPaths.apkDeploys, { state });
  };
  const onSubmit = handleSubmit((values) => upload(values, false));

  const showFile = needsFile(appType);
  const fileError =
    rejected && showFile
      ? `El archivo no es ${ACCEPTED_FILES[appType].description}.`
      : visible('file');

  return (
    <>
      {downgrade && (
        <ConfirmDialog
          title="¿Subir una versión anterior?"
          text={`${downgrade} ¿Quieres que pase a ser la versión actual?`}
          confirmLabel="Subir igualmente"
          onConfirm={() => {
            setDowngrade(undefined);
            void handleSubmit((values) => upload(values, true))();
          }}
          onCancel={() => {
            setDowngrade(undefined);
            setError('version', { type: 'server', message: downgrade }, { shouldFocus: true });
          }}
        />
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Subir Deploy">
        <fieldset className={styles.fields} disabled={isSubmitting}>
          <AppTypeField registration={appTypeField} value={appType} error={visible('appType')} />
          {showFile && (
            <FileDrop
              id="deploy-file"
              accept={acceptAttribute(appType)}
              description={`Solo ${ACCEPTED_FILES[appType].description}.`}
              file={file}
              error={fileError}
              disabled={isSubmitting}
              inputRef={fileField.ref}
              onFiles={onFiles}
              onBlur={fileField.onBlur}
              onClear={() => {
                setRejected(false);
                fileField.onChange(null);
              }}
            />
          )}
          <TextField
            id="deploy-version"
            label="Versión"
            placeholder="1.9.0"
            autoComplete="off"
            spellCheck={false}
            required
            hint="Como 1.9.0 o 2.0.0-beta.1."
            error={visible('version')}
            {...register('version')}
          />
        </fieldset>

        {(isSubmitting || progress > 0) && <UploadProgress value={progress} />}

        <div className={styles.actions}>
          <Link
            to={adminPaths.apkDeploys}
            className={buttonClassName('secondary')}
            aria-disabled={isSubmitting || undefined}
            onClick={(event) => isSubmitting && event.preventDefault()}
          >
            Cancelar
          </Link>
          <SubmitButton busy={isSubmitting} className={styles.submit}>
            Guardar
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
