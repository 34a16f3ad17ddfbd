/**
 * The parsed shape of a contract schema: what `z.output<typeof schema>` gives. Every zod 4
 * schema carries it on its `_zod.output` member, so the SDK reads it from there and needs no
 * zod import of its own (zod is the contract's dependency, not the SDK's). The SDK's calls
 * accept and answer these shapes, so no request or response is described twice.
 */
export type ContractShape<S> = S extends { _zod: { output: infer O } } ? O : never;

/** The optional parameters of a paged list query (`page`, `pageSize`, `search`, `filter`…). */
export type ContractQuery<S> = Partial<ContractShape<S>>;
