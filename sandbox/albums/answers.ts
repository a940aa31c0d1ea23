import type { Album, SharedAlbum } from '@schemas/albums';
import type { Image } from '@schemas/photos';
import type { Db } from '../db/db';
import { toImage } from '../photos/images';
import { encodeCursor, decodeCursor } from '../photos/cursor';
import { photosByIds, type AlbumCursor, type AlbumPhotoRow, type AlbumRow } from './store';

/** The fields every album answer has (S1 §3), its cover a full Image as the photo routes answer one. */
async function commonFields(db: Db, rows: readonly AlbumRow[], origin: string) {
  const covers = await photosByIds(
    db,
    rows.flatMap((row) => (row.cover_id ? [row.cover_id] : [])),
  );
  return rows.map((row) => {
    const cover = row.cover_id ? covers.get(row.cover_id) : undefined;
    return {
      row,
      fields: {
        albumId: row.album_id,
        albumName: row.name,
        coverPhoto: cover ? toImage(cover, origin) : null,
        photosCount: row.photos_count,
        created: row.created_at.toISOString(),
        updated: row.updated_at.toISOString(),
      },
    };
  });
}

/** Own albums (GET /albums, GET /albums/{id}): userId is the owner, isShared whether it has participants. */
export async function toAlbums(db: Db, rows: readonly AlbumRow[], origin: string): Promise<Album[]> {
  return (await commonFields(db, rows, origin)).map(({ row, fields }) => ({ ...fields, userId: row.account_id, isShared: row.is_shared }));
}

/** Shared albums (GET /shared-albums, GET /shared-albums/{id}): ownerId is the owner. */
export async function toSharedAlbums(db: Db, rows: readonly AlbumRow[], origin: string): Promise<SharedAlbum[]> {
  return (await commonFields(db, rows, origin)).map(({ row, fields }) => ({ ...fields, ownerId: row.account_id }));
}

/** A photo of a shared album: the Image with the account that added it (its owner). */
export const toSharedImage = (row: AlbumPhotoRow, origin: string): Image => ({ ...toImage(row, origin), ownerId: row.owner_id });

// Album lists are keyset-paged newest first; their cursor is the photo cursor's (docs/PHOTOS.md
// "Cursor paging") for `created desc`, carrying the album's created and id.
const ALBUM_ORDER = { sortKey: 'created', sortOrder: 'desc' } as const;

/** The cursor after the last album of a page. */
export const albumCursorAfter = (row: AlbumRow) =>
  encodeCursor({ ...ALBUM_ORDER, value: row.created_at.toISOString(), imageId: row.album_id });

/** An album list's cursor, or why it cannot be read. */
export function readAlbumCursor(text: string): { ok: true; cursor: AlbumCursor } | { ok: false; message: string } {
  const decoded = decodeCursor(text, ALBUM_ORDER);
  return decoded.ok ? { ok: true, cursor: { created: decoded.cursor.value, albumId: decoded.cursor.imageId } } : decoded;
}
