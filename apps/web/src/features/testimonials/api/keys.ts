/** The website's testimonials. */
export const testimonialKeys = {
  list: (pageSize: number) => ['testimonials', { pageSize }] as const,
};
