import { createElement, useEffect, useReducer, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/ui/Loader';
import type { ScreenLoader } from './screens';

const loaded = new Map<ScreenLoader, ComponentType>();
const loading = new Map<ScreenLoader, Promise<ComponentType>>();

/** Loads a screen's chunk (once; again after a failure) and remembers the component once it is there. */
export function loadScreen(load: ScreenLoader): Promise<ComponentType> {
  let screen = loading.get(load);
  if (!screen) {
    screen = load().then(
      (component) => {
        loaded.set(load, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, screen);
  }
  return screen;
}

/**
 * The screen of a route: rendered at once when its chunk is already there (preloaded while the app
 * started, or shown before); else a loader, and the screen in the render after its chunk came. Not
 * through React.lazy and Suspense: React holds a boundary's content back for 300 ms after its
 * fallback showed, so a screen whose chunk came a moment after the app's first render (the chunk of
 * the page opened, still on its way when the locale and the public configuration were in) was drawn
 * that much later (docs/PERFORMANCE.md "A screen without Suspense"). A chunk that fails to load goes
 * to the route's error boundary; the next mount tries again.
 */
export function Screen({ load }: { load: ScreenLoader }) {
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const component = loaded.get(load);
  useEffect(() => {
    // `component` as rendered: a chunk that came between this render and its effect (the start's
    // preload) still needs the render that draws it
    if (component) return undefined;
    let mounted = true;
    loadScreen(load).then(
      () => mounted && rendered(),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [component, load]);
  if (failure) throw failure.error;
  return component ? createElement(component) : createElement(ScreenLoading);
}

function ScreenLoading() {
  const { t } = useTranslation();
  return createElement(Loader, { label: t('app.loading') });
}
