// Fixtures of the photo downloads: for the single download a photo of the library and the failures
// the API edge reports for its original (shaped like its errors: a message); for the archive
// download its requests, the created download, its push messages and failures.
import type { Download } from '@schemas/downloads';
import type { DownloadPushKey, DownloadPushMessage } from '@schemas/push';
import type { ArchiveRequest } from './archiveDownload.machine';
import type { DownloadablePhoto } from './photoDownload.machine';

export const fixtureDownloadPhoto: DownloadablePhoto = {
  imageId: 'photo-2',
  url: 'http://my.albelli.nl.localhost:8080/media/k2/original.jpg',
  localFileName: 'IMG_2024-06-01_beach.jpg',
};

export const fixtureMediaServerError = new Error('GET /media/k2/original.jpg failed with 500');
export const fixtureNotAnImage = new Error('GET /media/k2/original.jpg answered application/json instead of an image');

/** The archive download's fixtures: a timeline request, the created download and its push messages. */
export const fixtureArchiveRequest: ArchiveRequest = { kind: 'photos', name: 'My photos', photoIds: ['photo-1', 'photo-2'] };
export const fixtureSharedAlbumArchiveRequest: ArchiveRequest = {
  kind: 'sharedAlbum',
  albumId: 'album-7',
  photos: [
    { photoId: 'photo-1', ownerId: 'user-1' },
    { photoId: 'photo-9', ownerId: 'user-2' },
  ],
};
export const fixtureDownload: Download = {
  id: '0b7e6a3c-8d2f-4c59-9a8e-1f2d3c4b5a60',
  name: 'My photos',
  photos: [{ photoId: 'photo-1' }, { photoId: 'photo-2' }],
};
export const fixtureArchiveUrl = 'http://my.albelli.nl.localhost:8080/archives/k9/0b7e6a3c-8d2f-4c59-9a8e-1f2d3c4b5a60.zip';

const downloadPush = (key: DownloadPushKey, downloadId = fixtureDownload.id): DownloadPushMessage => ({
  id: '6f1c1a52-3c39-4d0e-9d55-2a8f3b7f6a01',
  timestamp: '2026-06-01T10:00:05.000Z',
  key,
  message: { userId: 'user-1', downloadId },
});
export const fixtureArchiveStarted = downloadPush('download-started');
export const fixtureArchiveFinished = downloadPush('download-finished');
export const fixtureArchiveError = downloadPush('download-error');
/** another download's finished: not this flow's */
export const fixtureOtherArchiveFinished = downloadPush('download-finished', '5d7e6a3c-8d2f-4c59-9a8e-1f2d3c4b5a61');

export const fixtureCreateDownloadError = new Error('POST /api/downloads/downloads failed with 500');
export const fixtureArchiveUrlError = new Error('GET /api/downloads/downloads/0b7e6a3c-8d2f-4c59-9a8e-1f2d3c4b5a60/url failed with 500');
