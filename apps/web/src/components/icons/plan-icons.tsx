import { Icon, type IconProps } from './icon';

// Icons of Move and Premium (the plan page, locked features, statistics), apart from the others
// so that a guest's first screen does not carry them.

/** Something a plan unlocks. */
export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </Icon>
);

/** Statistics: bars rising. */
export const ChartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h16" />
    <path d="M7 16v-4M12 16V7M17 16v-7" />
  </Icon>
);

/** Move and Premium: a lightning bolt. */
export const BoltIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13 3 5.5 13.5H12L11 21l7.5-10.5H12L13 3Z" />
  </Icon>
);
