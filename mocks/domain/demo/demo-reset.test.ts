import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { startDemoOver } from './demo-reset';

const DAY_MS = 86_400_000;

describe('starting the demo over', () => {
  it('puts the moved clock back to the real time before it reseeds, and clears the files', async () => {
    const real = Date.parse('2026-11-23T05:00:00.000Z');
    const clock = createClock(3 * DAY_MS, () => real);
    const seededAt: string[] = [];
    let filesCleared = false;
    const outcome = await startDemoOver({
      clock,
      store: {
        reset: () => {
          seededAt.push(clock.now().toISOString());
          return Promise.resolve();
        },
      },
      files: {
        clear: () => {
          filesCleared = true;
          return Promise.resolve();
        },
      },
    });
    expect(clock.offsetMs()).toBe(0);
    expect(seededAt).toEqual(['2026-11-23T05:00:00.000Z']);
    expect(filesCleared).toBe(true);
    expect(outcome.message).toBe('Data demo dikembalikan ke kondisi awal dan waktu kembali ke waktu nyata');
  });

  it('starts over at a given instant instead, for a test or a scripted demo', async () => {
    const real = Date.parse('2026-11-28T05:00:00.000Z');
    const clock = createClock(0, () => real);
    const seededAt: string[] = [];
    const outcome = await startDemoOver(
      {
        clock,
        store: {
          reset: () => {
            seededAt.push(clock.now().toISOString());
            return Promise.resolve();
          },
        },
        files: { clear: () => Promise.resolve() },
      },
      new Date('2026-11-23T05:00:00.000Z'),
    );
    expect(seededAt).toEqual(['2026-11-23T05:00:00.000Z']);
    expect(outcome.message).toBe('Data demo dikembalikan ke kondisi awal pada waktu yang dipilih');
  });
});
