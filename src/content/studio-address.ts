/**
 * The studio's name and address, in a module of their own: every page's footer shows them, and the first
 * visit should not fetch the visit's details (studio-place.ts) along with them.
 */
export const STUDIO_NAME = 'Studio Senja';
export const STUDIO_ADDRESS = 'Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224';
