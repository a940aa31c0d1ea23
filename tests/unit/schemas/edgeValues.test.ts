// The photo, album and download schemas at the API edge (S1 §9: image URLs must be valid URLs,
// datetimes must be ISO): each URL field refuses what is not an http(s) URL and each datetime
// field refuses what is not an ISO datetime, while the valid record passes.
import { describe, expect, it } from 'vitest';
import { Album, SharedAlbum } from '@schemas/albums';
import { DownloadItem, DownloadUrl } from '@schemas/downloads';
import { Image } from '@schemas/photos';

const BAD_URLS = [
  '',
  'not a url',
  '/relative/photo.jpg',
  'photo.jpg',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'ftp://host/p.jpg',
];
const NON_ISO_DATES = [
  '',
  'yesterday',
  '2024-03-05',
  '05/03/2024 10:00',
  '2024-03-05 10:00:00',
  '2024-13-05T10:00:00Z',
  '2024-03-05T25:00:00Z',
  'Tue, 05 Mar 2024 10:00:00 GMT',
  '1709632800000',
];

const image = {
  imageId: 'photo-1',
  uploadId: 'upload-1',
  localFileName: 'photo-1.jpg',
  url: 'https://photos.example.com/photo-1.jpg',
  untouchedUrl: 'https://photos.example.com/photo-1-original.jpg',
  dateTaken: '2024-03-05T10:00:00.000Z',
  uploadEnd: '2024-03-06T08:30:00+01:00',
  visibleWidth: 4000,
  visibleHeight: 3000,
  thumbnails: [{ id: '300', url: 'https://photos.example.com/photo-1-300.jpg', width: 300, height: 225 }],
};
const album = {
  albumId: 'album-1',
  albumName: 'Rome',
  coverPhoto: image,
  photosCount: 1,
  created: '2024-03-05T10:00:00.000Z',
  updated: '2024-03-06T10:00:00.000Z',
  userId: 'user-1',
  isShared: false,
};
const download = {
  id: '0b7e6c52-6a8e-4c43-9a54-1f1f8f5b2c01',
  name: 'Rome',
  state: 'finished',
  photosCount: 3,
  size: 1024,
  created: '2024-03-05T10:00:00.000Z',
  finished: '2024-03-05T10:00:02.000Z',
  expires: '2024-03-06T10:00:02.000Z',
};

describe('valid records pass', () => {
  it('an image, an album, a shared album and a download', () => {
    expect(Image.safeParse(image).success).toBe(true);
    expect(Album.safeParse(album).success).toBe(true);
    const { userId: _userId, isShared: _isShared, ...shared } = album;
    expect(SharedAlbum.safeParse({ ...shared, ownerId: 'user-2' }).success).toBe(true);
    expect(DownloadItem.safeParse(download).success).toBe(true);
    expect(DownloadUrl.safeParse({ url: 'https://downloads.example.com/a.zip' }).success).toBe(true);
  });
});

describe('bad URLs are refused', () => {
  it.each(BAD_URLS)('%j in every URL field of an image, its thumbnail, an album cover and a download URL', (bad) => {
    expect(Image.safeParse({ ...image, url: bad }).success).toBe(false);
    expect(Image.safeParse({ ...image, untouchedUrl: bad }).success).toBe(false);
    expect(Image.safeParse({ ...image, thumbnails: [{ ...image.thumbnails[0], url: bad }] }).success).toBe(false);
    expect(Album.safeParse({ ...album, coverPhoto: { ...image, url: bad } }).success).toBe(false);
    expect(DownloadUrl.safeParse({ url: bad }).success).toBe(false);
  });
});

describe('non-ISO dates are refused', () => {
  it.each(NON_ISO_DATES)('%j in every datetime field of an image, an album and a download', (bad) => {
    expect(Image.safeParse({ ...image, dateTaken: bad }).success).toBe(false);
    expect(Image.safeParse({ ...image, uploadEnd: bad }).success).toBe(false);
    expect(Album.safeParse({ ...album, created: bad }).success).toBe(false);
    expect(Album.safeParse({ ...album, updated: bad }).success).toBe(false);
    expect(DownloadItem.safeParse({ ...download, created: bad }).success).toBe(false);
    expect(DownloadItem.safeParse({ ...download, finished: bad }).success).toBe(false);
    expect(DownloadItem.safeParse({ ...download, expires: bad }).success).toBe(false);
  });
});
