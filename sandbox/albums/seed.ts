import { randomUUID } from 'node:crypto';
import { normaliseAlbumName } from '@schemas/albums';
import type { Db } from '../db/db';
import { addLibrary } from '../photos/seed';
import { photoCount } from '../photos/store';
import { earlierToday } from '../seed/earlier-today';
import { generatedLibrary } from '../seed/photo-library';

/** A photo of a library as album seeds pick them: its id, when it was uploaded and when taken. */
export interface LibraryEntry {
  imageId: string;
  uploadedAt: Date;
  takenAt: Date;
}

/** An album to insert (seeds, test accounts, the sandbox's shared-album tool). */
export interface NewAlbum {
  albumId: string;
  accountId: string;
  name: string;
  createdAt: Date;
  /** the accounts it is shared with (never its owner) */
  participantIds: readonly string[];
  /** its photos in the order they were added; each the owner's or a participant's own photo */
  photos: readonly Pick<LibraryEntry, 'imageId' | 'uploadedAt'>[];
}

/**
 * When each photo of a new album was added, in the order given: a millisecond apart, from the later
 * of the album's creation and the last upload among them (a photo is never added before it exists).
 */
export function additionsOf(album: Pick<NewAlbum, 'createdAt' | 'photos'>): { imageId: string; addedAt: Date }[] {
  const start = album.photos.reduce((latest, photo) => Math.max(latest, photo.uploadedAt.getTime()), album.createdAt.getTime());
  return album.photos.map((photo, index) => ({ imageId: photo.imageId, addedAt: new Date(start + index) }));
}

/** Inserts albums with their participants and photos in a few statements (arrays unnested server-side). */
export async function insertAlbums(db: Db, albums: readonly NewAlbum[], chunkSize = 5_000): Promise<void> {
  if (albums.length === 0) return;
  const planned = albums.map((album) => ({ album, added: additionsOf(album) }));
  const photos = planned.flatMap(({ album, added }) => added.map((photo) => ({ albumId: album.albumId, ...photo })));
  const participants = albums.flatMap((album) => album.participantIds.map((accountId) => ({ album, accountId })));
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO albums (album_id, account_id, name, created_at, updated_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[], $5::timestamptz[])`,
      [
        albums.map((a) => a.albumId),
        albums.map((a) => a.accountId),
        albums.map((a) => a.name),
        albums.map((a) => a.createdAt.toISOString()),
        planned.map(({ album, added }) => (added.at(-1)?.addedAt ?? album.createdAt).toISOString()),
      ],
    );
    if (participants.length > 0) {
      await tx.query(
        `INSERT INTO album_participants (album_id, account_id, joined_at) SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[])`,
        [
          participants.map((p) => p.album.albumId),
          participants.map((p) => p.accountId),
          participants.map((p) => p.album.createdAt.toISOString()),
        ],
      );
    }
    for (let start = 0; start < photos.length; start += chunkSize) {
      const chunk = photos.slice(start, start + chunkSize);
      await tx.query(
        `INSERT INTO album_photos (album_id, image_id, added_at, taken_at)
         SELECT t.album_id, t.image_id, t.added_at, p.taken_at
           FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS t(album_id, image_id, added_at)
           JOIN photos p ON p.image_id = t.image_id`,
        [chunk.map((p) => p.albumId), chunk.map((p) => p.imageId), chunk.map((p) => p.addedAt.toISOString())],
      );
    }
  });
}

/** An account's photos by date taken (oldest first), as album seeds pick them. */
export async function libraryOf(db: Db, accountId: string): Promise<LibraryEntry[]> {
  const { rows } = await db.query<{ image_id: string; created_at: Date; taken_at: Date }>(
    'SELECT image_id, created_at, taken_at FROM photos WHERE account_id = $1 ORDER BY taken_at, image_id',
    [accountId],
  );
  return rows.map((row) => ({ imageId: row.image_id, uploadedAt: row.created_at, takenAt: row.taken_at }));
}

/**
 * The account's `count` most recently uploaded photos, in the order they were uploaded (what a
 * test album of that many photos holds). A library with fewer first gets the missing number of
 * generated photos (docs/PHOTOS.md "Scale").
 */
export async function recentUploads(db: Db, accountId: string, count: number): Promise<LibraryEntry[]> {
  if (count === 0) return [];
  const missing = count - (await photoCount(db, accountId));
  if (missing > 0) await addLibrary(db, accountId, generatedLibrary(missing));
  const { rows } = await db.query<{ image_id: string; created_at: Date; taken_at: Date }>(
    'SELECT image_id, created_at, taken_at FROM photos WHERE account_id = $1 ORDER BY created_at DESC, image_id DESC LIMIT $2',
    [accountId, count],
  );
  return rows.reverse().map((row) => ({ imageId: row.image_id, uploadedAt: row.created_at, takenAt: row.taken_at }));
}

/**
 * Albums of a test account (POST /__sandbox/accounts `albums`), newest first, a minute apart (closer
 * just after midnight, so that they are still today's: `earlierToday`): each holds the account's
 * that many most recently uploaded photos, added in the order they were uploaded (so by `created`
 * an album lists them as the library does).
 */
export async function addTestAlbums(
  db: Db,
  accountId: string,
  albums: readonly { name: string; photos: number }[],
  now: Date,
): Promise<void> {
  const uploads = await recentUploads(db, accountId, Math.max(0, ...albums.map((album) => album.photos)));
  await insertAlbums(
    db,
    albums.map((album, index) => ({
      albumId: randomUUID(),
      accountId,
      name: normaliseAlbumName(album.name),
      createdAt: earlierToday(now, index + 1),
      participantIds: [],
      photos: uploads.slice(uploads.length - album.photos),
    })),
  );
}

/**
 * A shared album between accounts (POST /__sandbox/shared-albums), made a minute ago (less just after
 * midnight: `earlierToday`): the owner's `photos` most recently uploaded photos, then each
 * participant's, as each of them added their own.
 */
export async function addSharedAlbum(
  db: Db,
  input: { ownerId: string; name: string; photos: number; participants: readonly { accountId: string; photos: number }[] },
  now: Date,
): Promise<string> {
  const albumId = randomUUID();
  await db.transaction(async (tx) => {
    const photos = await recentUploads(tx, input.ownerId, input.photos);
    for (const participant of input.participants) photos.push(...(await recentUploads(tx, participant.accountId, participant.photos)));
    await insertAlbums(tx, [
      {
        albumId,
        accountId: input.ownerId,
        name: normaliseAlbumName(input.name),
        createdAt: earlierToday(now, 1),
        participantIds: input.participants.map((participant) => participant.accountId),
        photos,
      },
    ]);
  });
  return albumId;
}
