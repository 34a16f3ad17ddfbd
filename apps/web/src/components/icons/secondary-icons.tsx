import { Icon, type IconProps } from './icon';

// Icons of the member app's later screens (the map's wishes, blocking, friends), apart from
// app-icons.tsx so that a guest's first screen does not carry them.

/** A wish ("me apetece…"): a spark. */
export const SparkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3.5c.6 3.9 2.6 5.9 6.5 6.5-3.9.6-5.9 2.6-6.5 6.5-.6-3.9-2.6-5.9-6.5-6.5 3.9-.6 5.9-2.6 6.5-6.5Z" />
    <path d="M18.5 15.5c.25 1.6 1 2.35 2.5 2.5-1.5.15-2.25.9-2.5 2.5-.25-1.6-1-2.35-2.5-2.5 1.5-.15 2.25-.9 2.5-2.5Z" />
  </Icon>
);

/** Blocking someone: a circle struck through. */
export const BlockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.6 5.6 12.8 12.8" />
  </Icon>
);

/** Adding a friend: a person with a plus. */
export const UserPlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9.5" cy="8" r="3.5" />
    <path d="M3 19.5c.7-3.3 3.2-5.5 6.5-5.5s5.8 2.2 6.5 5.5" />
    <path d="M19 8v6M16 11h6" />
  </Icon>
);

/** Friends: two people. */
export const FriendsIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8.5" r="3.2" />
    <path d="M2.8 19.5c.6-3.1 3-5.2 6.2-5.2s5.6 2.1 6.2 5.2" />
    <circle cx="16.5" cy="7.5" r="2.6" />
    <path d="M16.2 12.6c2.7.1 4.6 2 5.1 4.9" />
  </Icon>
);
