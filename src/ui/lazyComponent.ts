import { createElement, useEffect, useReducer, useState, type ComponentType, type FunctionComponent } from 'react';

/** A component whose code loads apart from the page that shows it, and how to load it ahead. */
export interface LazyComponent<P extends object> extends FunctionComponent<P> {
  /** Loads the code now (once; again after a failure), ahead of the render that needs it. */
  preload(): Promise<void>;
}

/**
 * A component whose code is a chunk of its own, loaded on its first render or earlier through
 * `preload`: what a page does not draw at first (a dialog until it opens, the bulk actions until a
 * selection starts) then holds up neither the page's first paint nor its download.
 * Once the code is there it renders at once, in the same render. Not through React.lazy and
 * Suspense: React holds a boundary's content back for 300 ms after its fallback showed, so a part
 * whose code had come would still wait that long. Until then it renders nothing. Code that fails
 * to load is thrown to the page's error boundary, as a screen's is; the next mount tries again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const loadCode = (): Promise<void> =>
    (loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Lazy(props: P) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, rendered] = useReducer((count: number) => count + 1, 0);
    const shown = component;
    useEffect(() => {
      // `shown` as rendered: code that came between this render and its effect (a preload) still
      // needs the render that draws it
      if (shown) return undefined;
      let mounted = true;
      loadCode().then(
        () => mounted && rendered(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [shown]);
    if (shown) return createElement(shown, props);
    if (failure) throw failure.error;
    return null;
  }
  return Object.assign(Lazy, { preload: () => loadCode().catch(() => undefined) });
}
