import { z } from 'zod';
import { SortKey, SortOrder } from '@schemas/photos';
import { isSaneDate } from '@schemas/text';

/**
 * Keyset cursor (docs/PHOTOS.md): the last row's sort value and imageId, with the sort it was made
 * for, as opaque base64url JSON. A cursor used with another sort is rejected rather than misread.
 */
const CursorBody = z.object({
  k: z.enum(SortKey.options),
  o: z.enum(SortOrder.options),
  v: z.iso.datetime({ offset: true }).refine((value) => isSaneDate(value)),
  id: z.uuid(),
});

export interface PageCursor {
  sortKey: SortKey;
  sortOrder: SortOrder;
  /** ISO timestamp of the sort value */
  value: string;
  imageId: string;
}

export function encodeCursor(cursor: PageCursor): string {
  const body: z.input<typeof CursorBody> = { k: cursor.sortKey, o: cursor.sortOrder, v: cursor.value, id: cursor.imageId };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/** The cursor, or a reason it cannot be used with this sort. */
export function decodeCursor(
  text: string,
  sort: { sortKey: SortKey; sortOrder: SortOrder },
): { ok: true; cursor: PageCursor } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, message: 'cursor: Invalid cursor' };
  }
  const parsed = CursorBody.safeParse(json);
  if (!parsed.success) return { ok: false, message: 'cursor: Invalid cursor' };
  const { k, o, v, id } = parsed.data;
  if (k !== sort.sortKey || o !== sort.sortOrder) return { ok: false, message: 'cursor: The cursor belongs to another sort order' };
  return { ok: true, cursor: { sortKey: k, sortOrder: o, value: v, imageId: id } };
}
