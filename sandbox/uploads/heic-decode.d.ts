// heic-decode 2.1.0 ships no types: the one call the storage service's worker (and its test) makes.
declare module 'heic-decode' {
  export default function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<{
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }>;
}
