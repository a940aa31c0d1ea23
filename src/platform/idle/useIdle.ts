import { useEffect, useState } from 'react';
import { onPageIdle } from './pageIdle';

/** False until the main thread has been idle once after the page drew its first content (whenPageDrawn.ts). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : onPageIdle(() => setIdle(true))), [idle]);
  return idle;
}
