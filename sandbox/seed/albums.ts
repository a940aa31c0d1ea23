import { insertAlbums, libraryOf, type LibraryEntry, type NewAlbum } from '../albums/seed';
import type { Db } from '../db/db';
import { intBetween, seededRandom, seededUuid } from '../photos/random';
import { SEED_IDS } from './data';

/**
 * The seeded albums (docs/PHOTOS.md "Seed"), over the seeded libraries, with fixed ids: demo's 55
 * own albums (two pages of the albums tab) — one empty, one of 1 photo, one of 30, 'Family archive'
 * with all 2,000 photos of its library, one shared with friend, and 50 albums of an event each — and
 * friend's album shared with demo, with photos of both. Dates are relative to now, like the libraries'.
 */

/** Albums of one event each: a run of photos taken one after the other. */
const EVENT_ALBUMS = [
  'Summer holiday in Zeeland',
  "Grandma's 80th birthday",
  'Our wedding',
  "Baby Noor's first year",
  'Lisbon city trip',
  'Christmas at home',
  'Skiing in Tirol',
  'Garden in spring',
  'First day of school',
  "Daan's birthday party",
  'Road trip Norway',
  'Anniversary dinner',
  'Holiday in Crete',
  'Moving day',
  'Walks with Bobby',
  'Sailing weekend',
  'Graduation',
  'Cousins weekend',
  'Autumn walks',
  'Easter brunch',
  "King's Day",
  'Beach days',
  'Camping in France',
  "New Year's Eve",
  'Day at the zoo',
  'Sinterklaas',
  'Carnival',
  'Football season',
  'Ballet recital',
  'Weekend in Paris',
  'Hiking in the Alps',
  'Picnic in the park',
  'Our new house',
  'Halloween',
  'Snow day',
  'Museum day',
  'Kitchen renovation',
  'Family reunion',
  'Visit to the farm',
  'Cycling along the Rhine',
  'Amsterdam canals',
  'Tulip fields',
  'Barbecue with the neighbours',
  'Pancake Sunday',
  'Cats of the house',
  'Sunsets',
  'Concert night',
  'Rome city trip',
  "Emma's christening",
  'Team outing',
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEMO_ALBUMS = {
  empty: 'Photo book ideas',
  single: 'Profile picture',
  thirty: 'Best of the summer',
  everything: 'Family archive',
  sharedByDemo: 'Weekend in the Ardennes',
  sharedByFriend: 'Lake Garda with everyone',
} as const;

export async function addDemoAlbums(db: Db, now: Date): Promise<void> {
  const random = seededRandom(150_055);
  const newId = () => seededUuid(random);
  const demo = await libraryOf(db, SEED_IDS.demo);
  const friend = await libraryOf(db, SEED_IDS.friend);
  // Events come from the photos of the last three years (the older ones are the archive's trip).
  const recent = demo.filter((photo) => photo.takenAt.getTime() > now.getTime() - 3 * 365 * DAY);
  /** An album made some hours after its last photo was uploaded, or, for recent photos, some hours to ten days ago. */
  const madeAfter = (photos: readonly LibraryEntry[]) => {
    const last = Math.max(0, ...photos.map((p) => p.uploadedAt.getTime()));
    return new Date(Math.min(now.getTime() - intBetween(random, 1, 240) * HOUR, last + intBetween(random, 1, 72) * HOUR));
  };
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const run = (size: number) => {
    const start = intBetween(random, 0, Math.max(0, recent.length - size));
    return recent.slice(start, start + size);
  };
  const byUpload = (photos: readonly LibraryEntry[]) =>
    [...photos].sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime() || (a.imageId < b.imageId ? -1 : 1));
  const album = (
    name: string,
    photos: readonly LibraryEntry[],
    createdAt: Date,
    owner: string = SEED_IDS.demo,
    participantIds: string[] = [],
  ): NewAlbum => ({
    albumId: newId(),
    accountId: owner,
    name,
    createdAt,
    participantIds,
    photos,
  });

  const events = EVENT_ALBUMS.map((name) => {
    const photos = run(intBetween(random, 2, 40));
    return album(name, photos, madeAfter(photos));
  });
  const thirty = run(30);
  const single = recent.slice(-1);
  const ardennes = run(12);
  const friendsRecent = friend.slice(-3);
  const albums: NewAlbum[] = [
    ...events,
    // The albums the demo shows off are recent (the albums tab's first page, whatever the day).
    album(DEMO_ALBUMS.thirty, thirty, daysAgo(12)),
    album(DEMO_ALBUMS.single, single, daysAgo(6)),
    album(DEMO_ALBUMS.empty, [], daysAgo(3)),
    // every photo, in the order they were uploaded, so the newest upload is its cover
    album(DEMO_ALBUMS.everything, byUpload(demo), daysAgo(25)),
    // demo's own photos, then the three friend added as a participant
    album(DEMO_ALBUMS.sharedByDemo, [...ardennes, ...friendsRecent], daysAgo(20), SEED_IDS.demo, [SEED_IDS.friend]),
    // friend's album shared with demo: ten of friend's photos, then six demo added
    album(DEMO_ALBUMS.sharedByFriend, [...friend.slice(0, 10), ...recent.slice(-6)], daysAgo(10), SEED_IDS.friend, [SEED_IDS.demo]),
  ];
  await insertAlbums(db, albums);
}
