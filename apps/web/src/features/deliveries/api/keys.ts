/** Staff's Envíos: failed deliveries, by page. */
export const deliveryKeys = { failed: (page: number) => ['failed-deliveries', page] as const };
