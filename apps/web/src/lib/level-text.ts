import { formatNumber } from '@app/contract/spanish-numbers';

/** "3,4": a level as Spanish writes decimals. */
export const levelText = (level: number) => formatNumber(level, { decimals: 1, fixed: true });
