import { describe, expect, it } from 'vitest';
import { photoTypeByName, sniffPhotoType } from '../../../schemas/upload';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('which files are photos', () => {
  it('takes .heic, .jpg, .jpeg and .png in any case, and nothing else', () => {
    expect(photoTypeByName('IMG_0001.HEIC')).toBe('heic');
    expect(photoTypeByName('beach.jpg')).toBe('jpeg');
    expect(photoTypeByName('beach.JPEG')).toBe('jpeg');
    expect(photoTypeByName('scan.png')).toBe('png');
    expect(photoTypeByName('anim.gif')).toBeNull();
    expect(photoTypeByName('notes.txt')).toBeNull();
    expect(photoTypeByName('jpg')).toBeNull();
    expect(photoTypeByName('archive.png.zip')).toBeNull();
  });

  it('knows JPEG, PNG and HEIC by their first bytes, and refuses text and GIF', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0))).toBe('jpeg');
    expect(sniffPhotoType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffPhotoType(bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0))).toBe('heic');
    expect(sniffPhotoType(bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0))).toBe('heic');
    expect(sniffPhotoType(bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 0, 0))).toBeNull(); // an MP4 video
    expect(sniffPhotoType(bytes('GIF89a', 0, 0, 0, 0, 0, 0))).toBeNull();
    expect(sniffPhotoType(bytes('hello, this is text'))).toBeNull();
    expect(sniffPhotoType(bytes(0xff, 0xd8))).toBeNull();
  });
});
