import { Icon, type IconProps } from './icon';

// Icons of the member app's later screens (the map's wishes, blocking), apart from
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
