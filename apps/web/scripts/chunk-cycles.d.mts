/** See chunk-cycles.mjs. */
export function assertNoChunkCycle(
  manifest: Record<string, { imports?: string[]; file?: string }>,
): void;
