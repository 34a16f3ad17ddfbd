/** The client SDK version this API speaks (spec, section 9). `GET /api/info` reports it. */
export const SDK_VERSION = '1.8.3';

/** The product's name, shown in the website header and in e-mails. */
export const PRODUCT_NAME = 'Antojo';

/** The tagline: "where spontaneous desire becomes connection". */
export const TAGLINE = 'Donde el deseo espontáneo se convierte en conexión';

/** Paged lists (architecture.md): page 1 by default, 20 a page, never more than 100. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Roles that only staff grant. */
export const ROLES = ['admin:general', 'admin:dev', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** The registered client applications (device mode). */
export const DEVICE_NAMES = ['web', 'android', 'ios'] as const;
export type DeviceName = (typeof DEVICE_NAMES)[number];

/** A verification code can be sent again this long after the last one (the server says 429 before). */
export const VERIFICATION_RESEND_AFTER_MS = 60_000;

/**
 * Most channels one realtime batch signs (`POST /broadcasting/auth/batch`, broadcasting.ts):
 * what the app opens on one connection (about sixteen) with room to spare, so one request of
 * a member's budget is never a hundred signatures' work. The SDK splits a larger set into
 * several requests.
 */
export const BATCH_AUTH_MAX_CHANNELS = 24;
