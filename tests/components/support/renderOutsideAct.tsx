import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders `element` as the browser does, not under act(): React runs a render's passive effects in a
 * task after its commit, so that promises answered meanwhile (a microtask) are handled before them.
 * Runs `check` against the container, then unmounts and restores the act environment.
 */
export async function renderOutsideAct(element: ReactNode, check: (container: HTMLElement) => Promise<void>): Promise<void> {
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    root.render(element);
    await check(container);
  } finally {
    root.unmount();
    container.remove();
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  }
}
