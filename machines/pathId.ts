// A path's stable id: a hash of its machine, starting input and events (with their payloads), so it
// names the same path from run to run and adding a path anywhere else renumbers nothing. QA keep it
// in their test-management tool as the case's external id.
import type { EventObject } from 'xstate';

/** cyrb53: a fast 53-bit string hash (public domain), enough to tell apart a machine's paths. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ char, 2654435761);
    h2 = Math.imul(h2 ^ char, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** `emailChange-3k9x0p2a`: the machine id, then eight base-36 characters of the hash. */
export function pathId(machine: string, variant: string, events: readonly EventObject[], toJson: (value: unknown) => unknown): string {
  const hash = cyrb53(JSON.stringify([machine, variant, events.map(toJson)]));
  return `${machine}-${hash.toString(36).padStart(11, '0').slice(-8)}`;
}
