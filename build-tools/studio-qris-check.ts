import type { Plugin } from 'vite';
import { QrisFormatError } from '../src/lib/qris/emv-tlv.ts';
import { readQris } from '../src/lib/qris/qris.ts';

/** The configured QRIS, or a sentence saying what is wrong with it (undefined when it is valid or unset). */
export function studioQrisProblem(payload: string | undefined): string | undefined {
  if (!payload) return undefined;
  try {
    readQris(payload);
    return undefined;
  } catch (error) {
    if (error instanceof QrisFormatError) return `VITE_STUDIO_QRIS is not a valid QRIS: ${error.message}`;
    throw error;
  }
}

/**
 * Stops `vite`, `vite build` and the tests at start-up when VITE_STUDIO_QRIS (the studio's static QRIS from
 * its bank) is set but malformed or its CRC is wrong, so no build ever shows customers a code no app can pay.
 */
export function studioQrisCheck(): Plugin {
  return {
    name: 'studio-qris-check',
    configResolved(config) {
      const problem = studioQrisProblem(config.env.VITE_STUDIO_QRIS as string | undefined);
      if (problem) throw new Error(problem);
    },
  };
}
