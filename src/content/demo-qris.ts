/**
 * The static QRIS of a fictional merchant, named "STUDIO SENJA (DEMO)" so nobody takes it for the studio's
 * real account: what the demo and the tests pay to, and the merchant the emulated payment gateway's charges
 * name. Category 7221 (photographic studios), Yogyakarta.
 */
export const DEMO_STATIC_QRIS =
  '00020101021151450014ID.CO.QRIS.WWW0216ID0000000000DEMO0303UMI5204722153033605802ID5919STUDIO SENJA (DEMO)6010YOGYAKARTA61055522463043843';
