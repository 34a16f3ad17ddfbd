import { Icon, type IconProps } from './icon';

// The icons of the product's features: home tiles and info sections.

export const HeartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.1a4.3 4.3 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20Z" />
  </Icon>
);

export const MapIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 4 3.5 6v14L9 18l6 2 5.5-2V4L15 6 9 4Z" />
    <path d="M9 4v14M15 6v14" />
  </Icon>
);

export const TrophyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7.5 4h9v5a4.5 4.5 0 0 1-9 0V4ZM12 13.5V18M8.5 20.5h7M9.5 18h5" />
    <path d="M16.5 6H20v1.5a3.5 3.5 0 0 1-3.7 3.5M7.5 6H4v1.5A3.5 3.5 0 0 0 7.7 11" />
  </Icon>
);

export const PodiumIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 20.5h18M9 20.5V9h6v11.5M3.5 20.5v-7H9M15 20.5V12h5.5v8.5" />
    <path d="m12 3 .9 1.8 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3L12 3Z" />
  </Icon>
);

export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

export const CrownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m3.5 8 4.2 3.8L12 5l4.3 6.8L20.5 8l-1.8 10.5H5.3L3.5 8ZM5.5 21h13" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20.5 11.5a7.5 7.5 0 0 1-10.9 6.7L4 19.5l1.3-4.6a7.5 7.5 0 1 1 15.2-3.4Z" />
    <path d="M9 11.5h.01M12.5 11.5h.01M16 11.5h.01" />
  </Icon>
);
