import { beforeAll, describe, expect, it } from 'vitest';
import { someReviews } from '../domain/reviews/reviews';
import { createTestSeed } from '../test-kit/seed';
import type { Db } from './schema';
import { seedReviewTexts } from './seed-review-texts';

/** What the home page shows first: `/reviews/some`, as the carousel lists it. */
const HOME_FIRST = 8;

describe.each([
  ['08:00', '2026-11-22T01:00:00.000Z'],
  ['13:00', '2026-11-22T06:00:00.000Z'],
  ['21:00', '2026-11-22T14:00:00.000Z'],
])('the seed made at %s in Jakarta', (_time, instant) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestSeed(new Date(instant));
  });

  it('shows different names and different texts in the first eight reviews of the home page', () => {
    const first = someReviews(db).data.slice(0, HOME_FIRST);
    expect(first).toHaveLength(HOME_FIRST);
    expect(new Set(first.map((review) => review.user.name)).size).toBe(HOME_FIRST);
    expect(new Set(first.map((review) => review.review)).size).toBe(HOME_FIRST);
  });

  it('opens the home page with good reviews, and gives 4 or 5 stars in at least 80 % of them', () => {
    expect(
      someReviews(db)
        .data.slice(0, 3)
        .map((review) => review.rating)
        .every((rating) => rating >= 4),
    ).toBe(true);
    const good = db.reviews.filter((review) => review.rating >= 4).length;
    expect(good / db.reviews.length).toBeGreaterThanOrEqual(0.8);
    expect(db.reviews.some((review) => review.rating === 3)).toBe(true);
  });

  it("writes each review for its reservation's category: praise with 4 or 5 stars, mixed words with 3", () => {
    for (const review of db.reviews) {
      const reservation = db.reservations.find((row) => row.id === review.reservationId);
      const texts = seedReviewTexts[reservation?.snapshot.categoryName ?? ''];
      expect(texts, reservation?.snapshot.categoryName).toBeDefined();
      expect(review.rating >= 4 ? texts?.praise : texts?.mixed).toContain(review.review);
    }
  });
});

describe('the seed content', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestSeed(new Date('2026-11-22T05:00:00.000Z'));
  });

  it('has review texts of their own for every bookable category, none shared with another', () => {
    const bookable = db.categories
      .filter((category) => db.packages.some((item) => item.categoryId === category.id))
      .map((category) => category.name);
    expect(Object.keys(seedReviewTexts).sort()).toEqual([...bookable].sort());
    const all = Object.values(seedReviewTexts).flatMap((texts) => [...texts.praise, ...texts.mixed]);
    expect(new Set(all).size).toBe(all.length);
    for (const texts of Object.values(seedReviewTexts)) expect(texts.praise.length).toBeGreaterThanOrEqual(HOME_FIRST);
  });

  it('promises no session longer than the one 20-minute slot a booking holds', () => {
    for (const item of db.packages) {
      const durations = [...item.description.matchAll(/(\d+)\s*(menit|jam)/g)].map(
        ([, amount, unit]) => Number(amount) * (unit === 'jam' ? 60 : 1),
      );
      expect(
        durations.filter((minutes) => minutes > 20),
        `${item.name}: ${item.description}`,
      ).toEqual([]);
    }
  });

  it('adds no time to a session: every add-on is sold by a counted unit, which reads right after a price ("per orang") and a quantity ("× 2 orang")', () => {
    for (const addon of db.addons) expect(addon.unit, addon.name).toMatch(/^[a-z]+$/);
    for (const addon of db.addons) expect(addon.unit, addon.name).not.toMatch(/^(detik|menit|jam)$/);
    for (const addon of db.addons) expect(addon.name, addon.name).not.toMatch(/waktu|durasi/i);
  });
});
