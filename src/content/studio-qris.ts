import { DEMO_STATIC_QRIS } from './demo-qris';

/** The studio's static QRIS from its bank (VITE_STUDIO_QRIS at build time, checked then), else the demo's. */
export const studioStaticQris: string = import.meta.env.VITE_STUDIO_QRIS || DEMO_STATIC_QRIS;
