import sharp from 'sharp';
import { THUMBNAIL_SIZES } from '@schemas/photos';
import { intBetween, seededRandom } from './random';

/**
 * What one generated picture shows: a colour gradient with a few shapes (from `seed`), the title
 * drawn large (the date taken, or "No date") and a small caption. Its JSON is the content key.
 */
export interface PictureRecipe {
  v: 1;
  seed: number;
  width: number;
  height: number;
  title: string;
  caption: string;
}

/** The files of a picture: the original and one per thumbnail size (schemas/photos THUMBNAIL_SIZES). */
export const MEDIA_SIZES = ['original', '300', '800', '1300'] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];

/** The size of a thumbnail whose longest side is `size` (never larger than the original). */
export function thumbnailDimensions(width: number, height: number, size: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= size) return { width, height };
  const scale = size / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pictureSvg(recipe: PictureRecipe): string {
  const random = seededRandom(recipe.seed);
  const { width: w, height: h } = recipe;
  const hue = intBetween(random, 0, 359);
  const hue2 = (hue + intBetween(random, 40, 160)) % 360;
  const angle = intBetween(random, 0, 3);
  const [x2, y2] = [
    [1, 0],
    [0, 1],
    [1, 1],
    [0, 0.6],
  ][angle] ?? [1, 1];
  const shapes: string[] = [];
  const count = intBetween(random, 4, 8);
  for (let i = 0; i < count; i += 1) {
    const fill = `hsl(${(hue + intBetween(random, 0, 359)) % 360} ${intBetween(random, 45, 90)}% ${intBetween(random, 35, 80)}%)`;
    const opacity = (0.25 + random() * 0.5).toFixed(2);
    const x = intBetween(random, 0, w);
    const y = intBetween(random, 0, h);
    const size = intBetween(random, Math.round(w / 12), Math.round(w / 3));
    const kind = intBetween(random, 0, 2);
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`);
    else if (kind === 1)
      shapes.push(
        `<rect x="${x - size / 2}" y="${y - size / 3}" width="${size}" height="${(size * 2) / 3}" rx="${size / 10}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${intBetween(random, -30, 30)} ${x} ${y})"/>`,
      );
    else
      shapes.push(
        `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
  }
  const titleSize = Math.round(Math.min(h / 6.5, w / 7.5));
  const captionSize = Math.round(titleSize / 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}">
<stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 28%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}
<rect x="0" y="${h / 2 - titleSize * 0.95}" width="${w}" height="${titleSize * 1.75}" fill="#000" fill-opacity="0.35"/>
<text x="${w / 2}" y="${h / 2 + titleSize * 0.35}" font-family="DejaVu Sans" font-weight="bold" font-size="${titleSize}" fill="#fff" text-anchor="middle">${escapeXml(recipe.title)}</text>
<text x="${w / 2}" y="${h - captionSize * 1.5}" font-family="DejaVu Sans" font-size="${captionSize}" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(recipe.caption)}</text>
</svg>`;
}

/** Draws the picture: the original JPEG and its thumbnails (longest side 300, 800, 1300). */
export async function renderPicture(recipe: PictureRecipe): Promise<Record<MediaSize, Buffer>> {
  const raw = await sharp(Buffer.from(pictureSvg(recipe)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = () => sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } });
  const [original, ...thumbs] = await Promise.all([
    input().jpeg({ quality: 82, mozjpeg: false }).toBuffer(),
    ...THUMBNAIL_SIZES.map((size) => {
      const { width, height } = thumbnailDimensions(recipe.width, recipe.height, size);
      return input().resize(width, height, { fit: 'fill' }).jpeg({ quality: 80 }).toBuffer();
    }),
  ]);
  if (!original || thumbs.length !== THUMBNAIL_SIZES.length) throw new Error('picture was not rendered');
  return { original, '300': thumbs[0] ?? original, '800': thumbs[1] ?? original, '1300': thumbs[2] ?? original };
}
