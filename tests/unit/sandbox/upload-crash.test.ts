import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagePage } from '@schemas/photos';
import { TestAccount } from '@schemas/sandbox';
import { UPLOAD_PHOTO_ID_HEADER } from '@schemas/upload';
import { freshDatabaseUrl } from './harness';
import { pictureFile, tusMetadata, tusPatch, tusRequest, tusUpload, uploadEndpoint } from './upload-client';

// Nothing lost in a crash (docs/PHOTOS.md "Upload (storage service)"): the sandbox killed (SIGKILL)
// while a finished upload is turned into a photo leaves its bytes complete and no photo; started
// again on the same data it finishes the upload, and the client asking about it gets the photo's id.
// Exactly one photo, however often the upload is asked about or continued.

interface Running {
  child: ChildProcess;
  host: string;
  /** resolves with the first line of the sandbox's output that starts with `prefix` */
  line(prefix: string): Promise<string>;
}

let dataDir: string;
let databaseUrl: string | undefined;
const running: ChildProcess[] = [];

function startSandbox(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/sandbox/crash-sandbox.ts'], {
    env: { ...process.env, CRASH_DATA: dataDir, CRASH_DATABASE_URL: databaseUrl ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  let errors = '';
  const waiting: { prefix: string; resolve: (line: string) => void }[] = [];
  const check = () => {
    for (const line of output.split('\n').slice(0, -1)) {
      for (const wait of waiting.filter((w) => line.startsWith(w.prefix))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(line.slice(wait.prefix.length).trim());
      }
    }
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    check();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const line = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      waiting.push({ prefix, resolve });
      check();
      child.once('exit', (code, signal) => reject(new Error(`the sandbox ended (${code ?? signal}) before "${prefix}": ${errors}`)));
    });
  return line('listening ').then((port) => ({ child, host: `127.0.0.1:${port}`, line }));
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const bearer = (accountId: string) => ({ Authorization: `Bearer test-token:${accountId}` });

async function library(host: string, accountId: string) {
  const answer = await fetch(`http://${host}/api/photos/photos?limit=500`, { headers: bearer(accountId) });
  expect(answer.status).toBe(200);
  return ImagePage.parse(await answer.json()).images;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'my-account-crash-'));
  databaseUrl = await freshDatabaseUrl();
});
afterAll(async () => {
  await Promise.all(running.map(kill));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a sandbox killed while a finished upload becomes a photo', () => {
  it('finishes the upload on its next start: the client gets the photo, and there is exactly one', async () => {
    const first = await startSandbox({ CRASH_PAUSE_BEFORE_PHOTO: '1' });
    const account = TestAccount.parse(
      await (
        await fetch(`http://${first.host}/__sandbox/accounts`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).json(),
    );
    const file = await pictureFile('jpeg', { width: 800, height: 600 });
    const created = await tusRequest(first.host, uploadEndpoint(first.host), 'POST', {
      ...bearer(account.id),
      'Upload-Length': String(file.length),
      'Upload-Metadata': tusMetadata('Crash 001.jpg'),
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') ?? '', uploadEndpoint(first.host)).pathname;
    const uploadId = url.split('/').at(-1) ?? '';

    // the last PATCH brings every byte; the sandbox then waits before the photo, and is killed there
    const lastPatch = tusPatch(first.host, url, bearer(account.id), 0, file).catch((error: unknown) => error);
    expect(await first.line('paused ')).toBe(uploadId);
    expect(statSync(join(dataDir, 'uploads', uploadId)).size).toBe(file.length);
    expect(await library(first.host, account.id)).toEqual([]);
    await kill(first.child);
    expect(await lastPatch).toBeInstanceOf(Error);

    const second = await startSandbox({});
    const head = await tusRequest(second.host, url, 'HEAD', bearer(account.id));
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(file.length));
    const photoId = head.headers.get(UPLOAD_PHOTO_ID_HEADER);
    expect(photoId).toMatch(/^[0-9a-f-]{36}$/);
    const photos = await library(second.host, account.id);
    expect(photos.map((photo) => [photo.imageId, photo.localFileName])).toEqual([[photoId, 'Crash 001.jpg']]);

    // the app's client continuing the upload is told it is done, with the same photo
    const resumed = await tusUpload(second.host, account.id, file, 'Crash 001.jpg', {
      uploadUrl: `http://${second.host}${url}`,
    });
    expect(resumed.photoId).toBe(photoId);
    expect((await library(second.host, account.id)).map((photo) => photo.imageId)).toEqual([photoId]);
    await kill(second.child);

    // started once more, nothing is finished a second time
    const third = await startSandbox({});
    expect((await library(third.host, account.id)).map((photo) => photo.imageId)).toEqual([photoId]);
  }, 240_000);
});
