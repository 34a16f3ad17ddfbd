import { LEVEL_PRIOR } from '@app/contract/levels';

export type Winner = 'a' | 'b' | 'draw';

/**
 * OpenSkill on the level scale: its default model (Plackett–Luce) with our prior. Its other
 * constants are given on our scale too (the library's defaults are for mu 25): the
 * performance spread beta is sigma/2 and the drift tau mu/300, as its defaults are.
 */
export const LEVEL_MODEL = {
  mu: LEVEL_PRIOR.mu,
  sigma: LEVEL_PRIOR.sigma,
  beta: LEVEL_PRIOR.sigma / 2,
  tau: LEVEL_PRIOR.mu / 300,
};

/** Ranks for OpenSkill's `rate`: lower is better, equal is a draw. */
export const ranksOf = (winner: Winner) =>
  winner === 'a' ? [1, 2] : winner === 'b' ? [2, 1] : [1, 1];
