/**
 * The studio's name, in a module of its own: every page's footer shows it, and the first visit should not fetch
 * the visit's details (studio-place.ts) along with it. Its address is one of its settings (`contact.address`).
 */
export const STUDIO_NAME = 'Studio Senja';
