import { Icon, type IconProps } from '../../components/icons/icon';

// The staff menu's icons for the store, the sponsors, the plans and deliveries, drawn like the
// rest of the menu's (24-unit line icons): headless browsers and some systems have no emoji font.

/** The store: a shopping bag. */
export const StoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
  </Icon>
);

/** Sponsors: a rosette with its ribbons. */
export const SponsorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m8.5 13.3-1.5 7.2 5-2.5 5 2.5-1.5-7.2" />
  </Icon>
);

/** Move and Premium: a lightning bolt, as the member app draws them. */
export const PlanIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13 3 5.5 13.5H12L11 21l7.5-10.5H12L13 3Z" />
  </Icon>
);

/** Deliveries: a paper plane, what is sent out. */
export const DeliveryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 3 3 10.5l7 2.5 2.5 7L21 3Z" />
    <path d="m10 13 4.5-4.5" />
  </Icon>
);
