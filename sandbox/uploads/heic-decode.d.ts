// heic-decode 2.1.0 ships no types: the one call the worker pool's HEIC job makes (decode-heic.ts).
declare module 'heic-decode' {
  export default function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<{
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }>;
}
