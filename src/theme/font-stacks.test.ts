import { describe, expect, it } from 'vitest';
import { capsizeFontStacks } from './fallback-font-faces';
import { fontStacks } from './font-stacks';

describe('fontStacks', () => {
  it('names the fallbacks as Capsize names the faces it makes for them', () => {
    expect(fontStacks).toEqual(capsizeFontStacks);
  });
});
