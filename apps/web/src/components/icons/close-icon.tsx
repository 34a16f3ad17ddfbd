import { Icon, type IconProps } from './icon';

/** The close cross of sheets, notices, chips and dialogs. */
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6.5 6.5 11 11M17.5 6.5l-11 11" />
  </Icon>
);
