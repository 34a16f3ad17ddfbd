/** The member's own suggestions (Sugerencias). */
export const feedbackKeys = { mine: ['my-feedback'] as const };
