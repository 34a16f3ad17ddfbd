/** A file as React Native's FormData takes it (no Blob there): a local URI, a name, a type. */
export type NativeFile = { uri: string; name: string; type: string };

/** A file to upload: a Blob or File in browsers and Node, a NativeFile in React Native. */
export type UploadFile = Blob | NativeFile;

/** A value of a form body: undefined is left out, null goes as empty text (see toFormData). */
export type FormValue = string | number | boolean | UploadFile | object | null | undefined;

export type FormFields = Record<string, FormValue>;

const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

const isNativeFile = (value: unknown): value is NativeFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { uri?: unknown }).uri === 'string' &&
  typeof (value as { name?: unknown }).name === 'string';

/**
 * A multipart body as the contract's form rule has it (architecture.md): booleans as `1`/`0`,
 * numbers as text, structured values (lists, objects) as JSON text, files as files.
 * Undefined is left out ("leave it as it is"). Null, which a form part cannot carry, goes as
 * empty text: the contract reads that as null in the fields a person may empty (`clearable`:
 * lastname, gender, city, social_state, an activity's discipline and level) and as a missing
 * value, 'Campo requerdio.', in any other.
 * @example
 * toFormData({ readed: true, acepted: false, activity: 7, location: { lat: 40.4, lon: -3.7 } });
 * // readed=1, acepted=0, activity=7, location={"lat":40.4,"lon":-3.7}
 * toFormData({ lastname: null, city: undefined }); // lastname= (emptied); city not sent
 */
export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) {
      form.append(name, '');
    } else if (isBlob(value)) {
      const fileName = (value as { name?: unknown }).name;
      form.append(name, value, typeof fileName === 'string' && fileName ? fileName : name);
    } else if (isNativeFile(value)) {
      // React Native's FormData reads the file from its URI itself.
      form.append(name, value as unknown as Blob);
    } else if (typeof value === 'boolean') {
      form.append(name, value ? '1' : '0');
    } else if (typeof value === 'object') {
      form.append(name, JSON.stringify(value));
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
