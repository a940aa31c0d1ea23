// Fixtures of the push connection: socket frames as the push service sends them (S1 §3 Push
// message (download)), and ones it must ignore.
import type { DownloadPushMessage } from '@schemas/push';

export const fixtureDownloadFinished: DownloadPushMessage = {
  id: '6f1c1a52-3c39-4d0e-9d55-2a8f3b7f6a01',
  timestamp: '2026-06-01T10:00:05.000Z',
  key: 'download-finished',
  message: { userId: 'user-1', downloadId: '0b7e6a3c-8d2f-4c59-9a8e-1f2d3c4b5a60' },
};

/** A valid push message frame. */
export const fixtureDownloadFinishedText = JSON.stringify(fixtureDownloadFinished);

/** Frames that are not push messages: not JSON, and JSON of the wrong shape (a forged key). */
export const fixtureNotJsonText = 'hello';
export const fixtureForgedText = JSON.stringify({ ...fixtureDownloadFinished, key: 'download-deleted' });
