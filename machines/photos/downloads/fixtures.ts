// Fixtures of the single photo download: a photo of the library and the failures the API edge
// reports for its original (shaped like its errors: a message).
import type { DownloadablePhoto } from './photoDownload.machine';

export const fixtureDownloadPhoto: DownloadablePhoto = {
  imageId: 'photo-2',
  url: 'http://my.albelli.nl.localhost:8080/media/k2/original.jpg',
  localFileName: 'IMG_2024-06-01_beach.jpg',
};

export const fixtureMediaServerError = new Error('GET /media/k2/original.jpg failed with 500');
export const fixtureNotAnImage = new Error('GET /media/k2/original.jpg answered application/json instead of an image');
