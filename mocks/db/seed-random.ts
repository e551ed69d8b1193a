import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** The draws the seed makes: the same sequence for the same seed, on Node, in a page and in the service worker. */
export interface SeedRandom {
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Between `min` and `max` different items, in a random order. */
  pickSome<T>(items: readonly T[], min: number, max: number): T[];
  /** One value, each as likely as its weight. */
  weighted<T>(choices: readonly { weight: number; value: T }[]): T;
}

export function createSeedRandom(seed: number): SeedRandom {
  const generator = xoroshiro128plus(seed);
  const int = (min: number, max: number) => uniformInt(generator, min, max);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  return {
    int,
    pick,
    pickSome(items, min, max) {
      const remaining = [...items];
      const count = Math.min(int(min, max), remaining.length);
      return Array.from({ length: count }, () => remaining.splice(int(0, remaining.length - 1), 1)[0]!);
    },
    weighted(choices) {
      let ticket = int(
        1,
        choices.reduce((sum, choice) => sum + choice.weight, 0),
      );
      for (const choice of choices) {
        ticket -= choice.weight;
        if (ticket <= 0) return choice.value;
      }
      throw new Error('Cannot pick from an empty list');
    },
  };
}
