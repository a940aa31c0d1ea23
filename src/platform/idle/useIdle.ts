import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** False until the main thread has been idle once after this component first painted. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
