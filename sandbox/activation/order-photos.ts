import { createHash } from 'node:crypto';
import type { LibraryPhoto } from '../photos/seed';
import { intBetween, seededRandom } from '../photos/random';
import { pictureDate } from '../seed/photo-library';

const DAY = 86_400_000;
/** The photos one past order brings in: from 2 to this many. */
export const PHOTOS_PER_ORDER_MAX = 6;
/** The newest orders whose photos the import brings in (an account of thousands of orders stays quick). */
export const IMPORTED_ORDERS_MAX = 20;

const seedOf = (code: string) => createHash('sha256').update(code).digest().readUInt32BE(0);
const stamp = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The photos the activation import brings in for the account's past orders: for each order, 2 to
 * PHOTOS_PER_ORDER_MAX photos taken in the 30 days before it was placed, each a picture of its own
 * (made like the seeded ones: the date taken large, the order code as caption). Deterministic per
 * order code; added `importedAt`.
 */
export function orderPhotos(orders: readonly { code: string; createdAt: Date }[], importedAt: Date): LibraryPhoto[] {
  return orders.flatMap(({ code, createdAt }) => {
    const random = seededRandom(seedOf(code));
    const count = intBetween(random, 2, PHOTOS_PER_ORDER_MAX);
    return Array.from({ length: count }, (_, n) => {
      const dateTaken = new Date(Math.floor(createdAt.getTime() - (1 + random() * 29) * DAY));
      const landscape = random() < 0.7;
      const localFileName = `ORDER_${stamp(dateTaken)}_${String(n + 1).padStart(2, '0')}.jpg`;
      return {
        recipe: {
          v: 1,
          seed: intBetween(random, 1, 2 ** 31),
          width: landscape ? 1600 : 1200,
          height: landscape ? 1200 : 1600,
          title: pictureDate(dateTaken),
          caption: `order ${code}`,
        },
        localFileName,
        dateTaken,
        createdAt: importedAt,
      };
    });
  });
}
