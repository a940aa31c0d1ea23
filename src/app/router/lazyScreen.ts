import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenLoader } from './screens';

const cache = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();

/** One React.lazy component per screen loader, so each screen's chunk loads once, on first use. */
export function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  let screen = cache.get(load);
  if (!screen) {
    screen = lazy(async () => ({ default: await load() }));
    cache.set(load, screen);
  }
  return screen;
}
