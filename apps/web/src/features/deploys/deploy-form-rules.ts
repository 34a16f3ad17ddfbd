import { deployVersion, type AppType } from '@app/contract/deploys';
import { required, type FieldRule } from '@app/sdk/rules/form-rules';
import type { FormRules } from '../../lib/form-rules-resolver';
import { needsFile } from './deploy-file';

/** The deploy form (spec, section 3): the file is absent for sdk. */
export type DeployFormValues = {
  appType: AppType;
  version: string;
  file: File | null;
};

/** The version as the API takes it ('La versión debe ser como 1.8.3.'), from the contract. */
const versionFormat: FieldRule = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = deployVersion.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/** The file is required unless the type is sdk, which has none. */
const fileUnlessSdk: FieldRule = (value, values) =>
  needsFile(values.appType as AppType) ? required(value, values) : undefined;

/** Deploy (spec, section 5): Tipo required; Version required, text; the file for apk and ios. */
export const deployFormRules: FormRules<DeployFormValues> = {
  appType: [required],
  version: [required, versionFormat],
  file: [fileUnlessSdk],
};
