import { createElement, lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenLoader } from './screens';

const cache = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();
const loaded = new Map<ScreenLoader, ComponentType>();

/** Loads a screen's chunk and remembers the component once it is there. */
export async function loadScreen(load: ScreenLoader): Promise<ComponentType> {
  const component = await load();
  loaded.set(load, component);
  return component;
}

/** One React.lazy component per screen loader, so each screen's chunk loads once, on first use. */
export function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  let screen = cache.get(load);
  if (!screen) {
    screen = lazy(async () => ({ default: await loadScreen(load) }));
    cache.set(load, screen);
  }
  return screen;
}

/**
 * The screen of a route: rendered at once when its chunk is already there (preloaded while the app
 * started, or shown before), else through React.lazy. Not suspending matters: React holds a
 * Suspense boundary's content back for 300 ms after its fallback shows, so a screen whose chunk was
 * ready would still wait that long. Decided once per mount, so the screen never remounts.
 */
export function Screen({ load }: { load: ScreenLoader }) {
  const [component] = useState<ComponentType>(() => loaded.get(load) ?? lazyScreen(load));
  return createElement(component);
}
