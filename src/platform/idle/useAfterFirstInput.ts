import { useEffect, useState } from 'react';
import { onFirstInput } from './onFirstInput';

/**
 * Whether the customer has used the page since the component mounted (a pointer moved or pressed, a
 * touch, a key: onFirstInput). A flow behind a button mounts then: its code loads before the click
 * that opens it, and not in front of the page's first paint.
 */
export function useAfterFirstInput(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => onFirstInput(() => setUsed(true)), []);
  return used;
}
