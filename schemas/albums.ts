import * as z from 'zod/mini';
import { isoDateTime, uuidText } from './common';
import { Image } from './photos';
import { lineText, textProblem } from './text';
import {
  ADD_TO_ALBUM_BATCH_SIZE,
  ALBUMS_PAGE_SIZE,
  PHOTOS_PAGE_SIZE,
  REMOVE_FROM_ALBUM_BATCH_SIZE,
  SHARED_ALBUMS_PAGE_SIZE,
} from './tunables';

/**
 * Albums and shared albums (spec S1 §3, §5, §7; DECISIONS 22–25, 28, 29, 35). Shared by the sandbox
 * (which checks its own answers with them) and the app's API edge. docs/PHOTOS.md describes the
 * routes' behaviour.
 */

export {
  ADD_TO_ALBUM_BATCH_SIZE,
  ALBUMS_FIRST_PAGE_SIZE,
  ALBUMS_PAGE_SIZE,
  REMOVE_FROM_ALBUM_BATCH_SIZE,
  SHARED_ALBUMS_PAGE_SIZE,
} from './tunables';

/** The album name's messages (S1 §5), shown on submit only. */
export const ALBUM_NAME_MESSAGES = {
  required: 'Please give your album a name',
  invalid: 'Name not valid',
} as const;
export type AlbumNameProblem = keyof typeof ALBUM_NAME_MESSAGES;

/**
 * The longest album name. The spec gives none; 100 characters fit a card's two lines and any
 * real album name (ours).
 */
export const ALBUM_NAME_MAX_LENGTH = 100;

const FORBIDDEN = /[<>;]/;
/** A character that is neither white space nor one of < > ; (S1 §5). */
const MEANINGFUL = /[^\s<>;]/u;

/**
 * Why an album name is refused, or null when it is fine (S1 §5): empty → required; only white
 * space, any of < > ; , more than ALBUM_NAME_MAX_LENGTH characters, or what the rule for names
 * refuses (schemas/text.ts: a control or text-direction character, a broken one) → invalid.
 * The name is kept as typed, surrounding white space trimmed (`normaliseAlbumName`).
 */
export function albumNameProblem(name: string): AlbumNameProblem | null {
  if (name.length === 0) return 'required';
  if (FORBIDDEN.test(name) || !MEANINGFUL.test(name)) return 'invalid';
  if (name.trim().length > ALBUM_NAME_MAX_LENGTH) return 'invalid';
  if (textProblem(name, 'name')) return 'invalid';
  return null;
}

/** The name as stored: surrounding white space trimmed. */
export const normaliseAlbumName = (name: string): string => name.trim();

/** An album name in a request body: the S1 §5 rule, the message being the spec's. */
export const AlbumName = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = albumNameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: ALBUM_NAME_MESSAGES[problem], input: value });
  }),
);

const albumId = z.string().check(lineText, z.minLength(1), z.maxLength(100));
const count = z.number().check(z.int(), z.nonnegative());

/** Fields every album has (S1 §3). created and updated are ISO datetimes. */
const albumFields = {
  albumId: z.string().check(z.minLength(1)),
  albumName: z.string(),
  /** the most recently added photo; null for an album with no photos */
  coverPhoto: z.nullable(Image),
  photosCount: count,
  created: isoDateTime,
  updated: isoDateTime,
};

/** An own album (S1 §3): userId is the owner (the caller), isShared whether it is shared with others. */
export const Album = z.object({ ...albumFields, userId: z.string(), isShared: z.boolean() });
export type Album = z.infer<typeof Album>;

/** A person on a shared album: their account id and e-mail. */
export const AlbumPerson = z.object({ id: z.string(), email: z.string() });
export type AlbumPerson = z.infer<typeof AlbumPerson>;

/** GET /shared-albums (a page) and GET /shared-albums/{id}: an album shared with the caller or by them. */
export const SharedAlbum = z.object({ ...albumFields, ownerId: z.string() });
export type SharedAlbum = z.infer<typeof SharedAlbum>;

/** GET /shared-albums/{id}/participants: the owner and the participants (never the owner twice). */
export const SharedAlbumPeople = z.object({ owner: AlbumPerson, participants: z.array(AlbumPerson) });
export type SharedAlbumPeople = z.infer<typeof SharedAlbumPeople>;

/** What the app shows of a shared album: GET /shared-albums/{id} and its participants combined (S1 §7). */
export type SharedAlbumDetails = SharedAlbum & SharedAlbumPeople;

/** GET /albums: a page of own albums; cursor null = no more. */
export const AlbumPage = z.object({ albums: z.array(Album), cursor: z.nullable(z.string()) });
export type AlbumPage = z.infer<typeof AlbumPage>;

/** GET /shared-albums: a page of albums shared with the caller; cursor null = no more. */
export const SharedAlbumPage = z.object({ albums: z.array(SharedAlbum), cursor: z.nullable(z.string()) });
export type SharedAlbumPage = z.infer<typeof SharedAlbumPage>;

const cursor = z.optional(z.string().check(lineText, z.minLength(1), z.maxLength(1_000)));
const flag = z.optional(z.enum(['true', 'false']));

/**
 * Query of GET /albums. `displaySharedData=false` leaves out the own albums that are shared with
 * others (copy to album lists non-shared albums only, S1 §2 Modals); `true` or absent lists them all.
 */
export const AlbumListQuery = z.object({
  cursor,
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ALBUMS_PAGE_SIZE))),
  displaySharedData: flag,
});
export type AlbumListQuery = z.infer<typeof AlbumListQuery>;

/** Query of GET /shared-albums. */
export const SharedAlbumListQuery = z.object({
  cursor,
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SHARED_ALBUMS_PAGE_SIZE))),
});
export type SharedAlbumListQuery = z.infer<typeof SharedAlbumListQuery>;

/** Query of GET /albums/{id}/photos and GET /shared-albums/{id}/photos (limit at most PHOTOS_PAGE_SIZE). */
export { PageQuery as AlbumPhotosQuery } from './photos';
export const MAX_ALBUM_PHOTOS_PAGE = PHOTOS_PAGE_SIZE;

export const AlbumIdParams = z.object({ id: albumId });

/** POST /albums body (S1 §3; DECISIONS 29): a client-made UUID, safe to retry; 409 on a duplicate. */
export const CreateAlbumRequest = z.object({ albumId: uuidText(), albumName: AlbumName });
export type CreateAlbumRequest = z.infer<typeof CreateAlbumRequest>;
export const CreateAlbumResponse = z.object({ albumId: z.string() });
export type CreateAlbumResponse = z.infer<typeof CreateAlbumResponse>;

/** PATCH /albums/{id} body (DECISIONS 29); answers the album. */
export const RenameAlbumRequest = z.object({ name: AlbumName });
export type RenameAlbumRequest = z.infer<typeof RenameAlbumRequest>;

const photoId = z.string().check(lineText, z.minLength(1), z.maxLength(100));
/** POST /albums/{id}/photos body: at most ADD_TO_ALBUM_BATCH_SIZE ids (DECISIONS 25); answers a FailedList. */
export const AddAlbumPhotosRequest = z.object({
  photoIds: z.array(photoId).check(z.minLength(1), z.maxLength(ADD_TO_ALBUM_BATCH_SIZE)),
});
/** DELETE /albums/{id}/photos body: at most REMOVE_FROM_ALBUM_BATCH_SIZE ids (DECISIONS 25); answers a FailedList. */
export const RemoveAlbumPhotosRequest = z.object({
  photoIds: z.array(photoId).check(z.minLength(1), z.maxLength(REMOVE_FROM_ALBUM_BATCH_SIZE)),
});
