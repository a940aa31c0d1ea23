// The HEIC decoder's worker thread (sandbox/uploads/heic.ts): heic-decode (libheif-js, WebAssembly)
// takes seconds and hundreds of MB for a phone photo, so it runs here, off the sandbox's main thread.
// Plain JavaScript: a worker is started by Node itself, without the TypeScript loader.
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

parentPort?.on('message', async (message) => {
  try {
    const { width, height, data } = await decode({ buffer: message.file });
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort?.postMessage({ id: message.id, width, height, pixels }, [pixels.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: String(error) });
  }
});
