import { describe, expect, it } from 'vitest';
import { contentKeyOf } from '../../../sandbox/photos/media-store';
import { thumbnailDimensions } from '../../../sandbox/photos/pictures';
import { demoLibrary, friendLibrary, generatedLibrary, POOL_SIZE, type PlannedPhoto } from '../../../sandbox/seed/photo-library';

const NOW = Date.UTC(2026, 10, 21, 20, 0, 0);
const monthOf = (p: PlannedPhoto) => (p.dateTaken ? p.dateTaken.toISOString().slice(0, 7) : 'undated');
function perMonth(library: readonly PlannedPhoto[]) {
  const counts = new Map<string, number>();
  for (const p of library) counts.set(monthOf(p), (counts.get(monthOf(p)) ?? 0) + 1);
  return counts;
}

describe('seed photo libraries', () => {
  it('plans the same demo library on every run of a day, distinct pictures showing their date', () => {
    const library = demoLibrary(NOW);
    expect(demoLibrary(NOW)).toEqual(library);
    expect(new Set(library.map((p) => contentKeyOf(p.recipe))).size).toBe(library.length);
    const dated = library.find((p) => p.dateTaken && p.dateTaken.getUTCFullYear() > 1970);
    expect(dated?.recipe.title).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    expect(library.filter((p) => p.dateTaken === null).every((p) => p.recipe.title === 'No date')).toBe(true);
  });

  it('never dates a photo in the future, nor adds it before it was taken', () => {
    for (const library of [demoLibrary(NOW), friendLibrary(NOW), generatedLibrary(2_000, NOW)]) {
      for (const p of library) {
        expect(p.createdAt.getTime()).toBeLessThanOrEqual(NOW);
        if (p.dateTaken) {
          expect(p.dateTaken.getTime()).toBeLessThanOrEqual(NOW);
          expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(p.dateTaken.getTime());
        }
      }
    }
  });

  it('spreads 100,000 generated photos over many months with one month of at least 5,000, on 200 shared pictures', () => {
    const library = generatedLibrary(100_000, NOW);
    expect(library).toHaveLength(100_000);
    const months = perMonth(library);
    expect(months.size).toBeGreaterThan(200);
    expect(Math.max(...[...months.entries()].filter(([k]) => k !== 'undated').map(([, n]) => n))).toBeGreaterThanOrEqual(5_000);
    expect(months.get('undated')).toBe(200);
    expect(new Set(library.map((p) => contentKeyOf(p.recipe))).size).toBeLessThanOrEqual(POOL_SIZE);
  });

  it('sizes thumbnails by their longest side and never enlarges', () => {
    expect(thumbnailDimensions(1600, 1200, 300)).toEqual({ width: 300, height: 225 });
    expect(thumbnailDimensions(1200, 1600, 800)).toEqual({ width: 600, height: 800 });
    expect(thumbnailDimensions(1400, 1400, 1300)).toEqual({ width: 1300, height: 1300 });
    expect(thumbnailDimensions(200, 100, 300)).toEqual({ width: 200, height: 100 });
  });
});
