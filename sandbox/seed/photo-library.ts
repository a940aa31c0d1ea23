import type { PictureRecipe } from '../photos/pictures';
import { intBetween, seededRandom } from '../photos/random';
import type { LibraryPhoto } from '../photos/seed';

/**
 * Photo libraries for the seed (docs/PHOTOS.md "Seed"), planned from a seeded PRNG with dates
 * relative to today (taken until the start of today): the same pictures on every run of a day. A plan is pictures and photos;
 * ids are given when it is inserted (fixed for the demo accounts, random for test accounts).
 */
export type PlannedPhoto = LibraryPhoto;

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** The spec's date format, dd MMM yyyy, in English: what the picture shows. */
export const pictureDate = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`;
const stamp = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/** Whole-millisecond instants only (cursors carry milliseconds). */
const at = (ms: number) => new Date(Math.floor(ms));

type Shape = { width: number; height: number };
function shapeOf(random: () => number): Shape {
  const r = random();
  if (r < 0.7) return { width: 1600, height: 1200 };
  if (r < 0.93) return { width: 1200, height: 1600 };
  return { width: 1400, height: 1400 };
}

/** The start of today (UTC): photos are taken at most until then, so a day's seed is always the same. */
const startOfDay = (now: number) => Math.floor(now / DAY) * DAY;

/** A random instant in a UTC month, not after `notAfter`. */
function instantIn(random: () => number, year: number, month0: number, notAfter: number): Date {
  const start = Date.UTC(year, month0, 1);
  const end = Math.min(Date.UTC(year, month0 + 1, 1) - 1, notAfter);
  return at(start + random() * Math.max(0, end - start));
}

/** When a photo with this date taken was added: some days to months later, never in the future. */
function addedAfter(random: () => number, taken: Date, now: number): Date {
  const delay = random() < 0.6 ? random() * 7 * DAY : random() * 120 * DAY;
  return at(Math.max(taken.getTime(), Math.min(now - random() * 3_600_000, taken.getTime() + delay)));
}

interface MonthPlan {
  year: number;
  month0: number;
  photos: number;
}

/** Photos of a library with pictures of their own (each shows its date), one per photo. */
function distinctLibrary(seed: number, months: MonthPlan[], undated: number, january1970: number, now: number): PlannedPhoto[] {
  const random = seededRandom(seed);
  const planned: PlannedPhoto[] = [];
  let n = 0;
  const add = (dateTaken: Date | null, createdAt: Date) => {
    n += 1;
    const shape = shapeOf(random);
    const localFileName = dateTaken
      ? `IMG_${stamp(dateTaken)}_${String(n).padStart(4, '0')}.jpg`
      : `scan_${String(n).padStart(4, '0')}.jpg`;
    planned.push({
      recipe: {
        v: 1,
        seed: intBetween(random, 1, 2 ** 31),
        ...shape,
        title: dateTaken ? pictureDate(dateTaken) : 'No date',
        caption: localFileName,
      },
      localFileName,
      dateTaken,
      createdAt,
    });
  };
  for (const { year, month0, photos } of months) {
    for (let i = 0; i < photos; i += 1) {
      const taken = instantIn(random, year, month0, startOfDay(now));
      add(taken, addedAfter(random, taken, now));
    }
  }
  const threeYears = 3 * 365 * DAY;
  for (let i = 0; i < january1970; i += 1) add(instantIn(random, 1970, 0, now), at(now - random() * threeYears));
  for (let i = 0; i < undated; i += 1) add(null, at(now - random() * threeYears));
  return planned;
}

/** The months from `count - 1` months ago to this month, newest first. */
function recentMonths(count: number, now: number): { year: number; month0: number }[] {
  const today = new Date(now);
  return Array.from({ length: count }, (_, back) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    return { year: d.getUTCFullYear(), month0: d.getUTCMonth() };
  });
}

/**
 * demo@example.com's dated photos (with `demoArchive`, its library): a few hundred photos over three
 * years ending this month, each a picture of its own. This month 28 (more
 * than a section: '+4'), four dense months of 60–90, the rest sparse (mostly 1–3, some 4–20, some
 * empty), five without a date and three dated January 1970.
 */
export function demoLibrary(now = Date.now()): PlannedPhoto[] {
  const random = seededRandom(20_240_501);
  const dense = new Set([2, 7, 14, 25]);
  const months = recentMonths(36, now).map(({ year, month0 }, back) => {
    let photos: number;
    if (back === 0) photos = 28;
    else if (dense.has(back)) photos = intBetween(random, 60, 90);
    else {
      const r = random();
      photos = r < 0.2 ? 0 : r < 0.7 ? intBetween(random, 1, 3) : intBetween(random, 4, 20);
    }
    return { year, month0, photos };
  });
  return distinctLibrary(7_301, months, 5, 3, now);
}

/** friend@example.com: 30 photos over the last year. */
export function friendLibrary(now = Date.now()): PlannedPhoto[] {
  const random = seededRandom(44_100);
  const months = recentMonths(12, now).map(({ year, month0 }, back) => ({
    year,
    month0,
    photos: back === 0 ? 4 : intBetween(random, 0, 4),
  }));
  const total = months.reduce((sum, m) => sum + m.photos, 0);
  const first = months[1];
  if (first) first.photos += Math.max(0, 29 - total);
  return distinctLibrary(9_001, months, 1, 0, now).slice(0, 30);
}

/** The demo account's whole library: the dated photos of `demoLibrary` and the older `demoArchive`. */
export const DEMO_LIBRARY_SIZE = 2_000;

/**
 * Photos of a three-month trip just before the three years of `demoLibrary`, so that the demo
 * account's 2,000-photo album ('Family archive', sandbox/seed/albums.ts) holds photos of its own
 * library (an album holds a photo once). Their pictures come from a pool of their own
 * (ARCHIVE_POOL_SIZE 'Archive N' pictures, each shared by about 15 photos), so the seed draws 100
 * pictures for them, not 1,512; not from the generated libraries' pool, whose pictures a test
 * account's deletion must be able to remove from the disk. Three months keep the timeline short: a
 * month shows its first photos and '+N'.
 */
export function demoArchive(count: number, now = Date.now()): PlannedPhoto[] {
  const random = seededRandom(61_512);
  const months = recentMonths(39, now).slice(36);
  return Array.from({ length: count }, (_, n) => {
    const { year, month0 } = months[n % months.length] ?? { year: 1970, month0: 0 };
    const dateTaken = instantIn(random, year, month0, startOfDay(now));
    const recipe = archiveRecipe(intBetween(random, 0, ARCHIVE_POOL_SIZE - 1));
    return {
      recipe,
      localFileName: `DSC_${stamp(dateTaken)}_${String(n + 1).padStart(4, '0')}.jpg`,
      dateTaken,
      createdAt: addedAfter(random, dateTaken, now),
    };
  });
}

/** Pictures of the demo account's archive (demoArchive). */
export const ARCHIVE_POOL_SIZE = 100;
function archiveRecipe(index: number): PictureRecipe {
  const random = seededRandom(950_000 + index);
  return { v: 1, seed: intBetween(random, 1, 2 ** 31), ...shapeOf(random), title: `Archive ${index + 1}`, caption: 'family archive' };
}

/** demo@example.com's library (and a test account's with `photos: 'demo'`): DEMO_LIBRARY_SIZE photos. */
export function demoAccountLibrary(now = Date.now()): PlannedPhoto[] {
  const dated = demoLibrary(now);
  return [...dated, ...demoArchive(DEMO_LIBRARY_SIZE - dated.length, now)];
}

/** Pictures shared by generated libraries (docs/PHOTOS.md "Scale"): 200, made once per data folder. */
export const POOL_SIZE = 200;
export function poolRecipe(index: number): PictureRecipe {
  const random = seededRandom(900_000 + index);
  const label = `Picture ${index + 1}`;
  return { v: 1, seed: intBetween(random, 1, 2 ** 31), ...shapeOf(random), title: label, caption: 'generated library' };
}

/**
 * A generated library of `count` photos (test accounts with `photos: <number>`, the bulk seed):
 * pictures from the shared pool, dates spread over many years ending this month with uneven
 * months, one very large month (6% of the library; ≥ 5,000 from about 84,000 photos up), and 0.2%
 * without a date.
 */
export function generatedLibrary(count: number, now = Date.now()): PlannedPhoto[] {
  const random = seededRandom(count * 31 + 7);
  const monthCount = Math.min(240, Math.max(12, Math.ceil(count / 400)));
  const months = recentMonths(monthCount, now);
  const undated = Math.floor(count * 0.002);
  const big = Math.min(count - undated, Math.round(count * 0.06));
  const weights = months.map(() => 0.15 + random() * 1.85);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const rest = count - undated - big;
  const perMonth = weights.map((w) => Math.floor((rest * w) / totalWeight));
  let missing = rest - perMonth.reduce((a, b) => a + b, 0);
  for (let i = 0; missing > 0; i = (i + 1) % perMonth.length, missing -= 1) perMonth[i] = (perMonth[i] ?? 0) + 1;
  // The big month sits a third of the way back, so a scroll from the top reaches it.
  const bigIndex = Math.floor(monthCount / 3);
  perMonth[bigIndex] = (perMonth[bigIndex] ?? 0) + big;

  const photos: PlannedPhoto[] = [];
  let n = 0;
  const add = (dateTaken: Date | null, createdAt: Date) => {
    const recipe = poolRecipe(intBetween(random, 0, POOL_SIZE - 1));
    n += 1;
    photos.push({ recipe, localFileName: `photo_${String(n).padStart(6, '0')}.jpg`, dateTaken, createdAt });
  };
  months.forEach(({ year, month0 }, i) => {
    for (let k = 0; k < (perMonth[i] ?? 0); k += 1) {
      const taken = instantIn(random, year, month0, startOfDay(now));
      add(taken, addedAfter(random, taken, now));
    }
  });
  const span = monthCount * 31 * DAY;
  for (let k = 0; k < undated; k += 1) add(null, at(now - random() * span));
  return photos;
}
