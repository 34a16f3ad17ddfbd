/** A member blocked another (decision 0030): what joined the pair ends with it. */
export type PairBlocked = { blockerId: number; blockedId: number };

/** The pair each way round, as a guest of the other's plans and their host. */
export const eachWay = ({ blockerId, blockedId }: PairBlocked) =>
  [
    { guest: blockedId, host: blockerId },
    { guest: blockerId, host: blockedId },
  ] as const;
