import { APP_TYPE_NAMES, type AppType } from '@app/contract/deploys';

/** The app types as the staff area names them (spec, section 3; the table's rows, section 2). */
export const APP_TYPE_OPTIONS: ReadonlyArray<{
  value: AppType;
  /** The form's label. */
  label: string;
  /** The current-versions table's row and the history's type. */
  name: string;
  detail: string;
}> = [
  { value: 'apk', label: 'Android', name: APP_TYPE_NAMES.apk, detail: 'Paquete .apk' },
  { value: 'ios', label: 'IOS', name: APP_TYPE_NAMES.ios, detail: 'Binario .ipa' },
  { value: 'sdk', label: 'API SDK', name: APP_TYPE_NAMES.sdk, detail: 'Solo la versión' },
];

/** The name of an app type in tables. */
export function appTypeName(appType: AppType): string {
  return APP_TYPE_OPTIONS.find((option) => option.value === appType)?.name ?? appType;
}
