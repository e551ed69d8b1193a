/**
 * The static QRIS of a fictional merchant, named "STUDIO SENJA (DEMO)" so nobody takes it for the studio's
 * real account: what the demo and the tests pay to. Category 7221 (photographic studios), Yogyakarta.
 */
export const DEMO_STATIC_QRIS =
  '00020101021151450014ID.CO.QRIS.WWW0216ID0000000000DEMO0303UMI5204722153033605802ID5919STUDIO SENJA (DEMO)6010YOGYAKARTA61055522463043843';

/** The studio's static QRIS from its bank (VITE_STUDIO_QRIS at build time, checked then), else the demo's. */
export const studioStaticQris: string = import.meta.env.VITE_STUDIO_QRIS || DEMO_STATIC_QRIS;
