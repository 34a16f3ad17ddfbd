/** Options every call accepts. */
export type CallOptions = {
  /** Cancels the call (React Query passes one). */
  signal?: AbortSignal;
};

/** Options of a call that uploads a file. */
export type UploadOptions = CallOptions & {
  /** Upload progress, 0 to 100. */
  onProgress?: (percent: number) => void;
};
