// The push socket a customer holds while an archive is prepared (S1 §3, §4), as the app does: the
// flood figures (bench/flood.ts) learn that an archive is ready from its `download-finished`
// message, then ask for its URL, as the app does; asking again every few milliseconds measured the
// asking (its own requests, and up to one interval of waiting) as much as the archive.
import { once } from 'node:events';
import { WebSocket } from 'ws';
import { PUSH_AUTHENTICATED, parsePushMessage, type DownloadPushKey, type PushAuthenticate } from '@schemas/push';

type End = Extract<DownloadPushKey, 'download-finished' | 'download-error'>;

export interface ArchivePush {
  /** resolves with how the download ended (its message may have come before this is asked) */
  ended(downloadId: string): Promise<End>;
  close(): void;
}

/** Opens and authenticates the account's push socket at the sandbox `origin`. */
export async function archivePush(origin: string, authorization: string): Promise<ArchivePush> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/push`);
  const ends = new Map<string, End>();
  const waiting = new Map<string, (end: End) => void>();
  const authenticated = new Promise<void>((resolve, reject) => {
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      if (text === PUSH_AUTHENTICATED) return resolve();
      const message = parsePushMessage(text);
      if (!message || !('key' in message) || message.key === 'download-started') return;
      ends.set(message.message.downloadId, message.key);
      waiting.get(message.message.downloadId)?.(message.key);
    });
    socket.on('close', (code) => reject(new Error(`the push socket closed with ${code}`)));
  });
  await once(socket, 'open');
  const authenticate: PushAuthenticate = { action: 'authenticate', token: authorization.replace(/^Bearer /, '') };
  socket.send(JSON.stringify(authenticate));
  await authenticated;
  return {
    ended: (downloadId) =>
      new Promise((resolve) => {
        const end = ends.get(downloadId);
        if (end) resolve(end);
        else waiting.set(downloadId, resolve);
      }),
    close: () => socket.close(),
  };
}
