import type { ReportRequest } from '@app/contract/reports';
import { report } from '@app/sdk/calls/reports';
import { useMutation } from '@tanstack/react-query';
import { sdkClient } from './sdk-client';

/** `POST /report`: the answer is the sentence to show. */
export const useReport = () =>
  useMutation({ mutationFn: (fields: ReportRequest) => report(sdkClient(), fields) });
