// The flooding account's client of the upload flood (bench/flood.ts), a process of its own: the
// customer who is timed is another client, and a flood sent from the timing process would time that
// process's own work of sending megabytes beside the customer's upload. Forked with an IPC channel;
// each message asks for one flood and is answered with how many of its uploads were done.
import { noisyJpeg } from '../tests/unit/sandbox/upload-client';
import { type FloodAnswer, FloodRequest, type FloodReady } from './flood-messages';
import { timedUpload } from './tus-upload';

if (process.send) {
  const send = process.send.bind(process);
  const large = await noisyJpeg();
  process.on('message', (message: unknown) => {
    const { origin, authorization, uploads, round } = FloodRequest.parse(message);
    void Promise.allSettled(
      Array.from({ length: uploads }, (_, index) => timedUpload(origin, authorization, large, `large-${round}-${index}.jpg`)),
    ).then((settled) => {
      const answer: FloodAnswer = {
        done: settled.filter((result) => result.status === 'fulfilled').length,
        failed: settled.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : [])),
      };
      send(answer);
    });
  });
  const ready: FloodReady = { ready: large.length };
  send(ready);
}
