export interface NavigateOptions {
  replace?: boolean;
}
type NavigateFn = (to: string, options?: NavigateOptions) => void;

/**
 * Navigation for code outside React (the auth actor): calls made before the router is mounted
 * wait and run once it attaches (NavigatorBridge), in order.
 */
export function createNavigator() {
  let target: NavigateFn | null = null;
  const pending: [string, NavigateOptions | undefined][] = [];
  return {
    navigate(to: string, options?: NavigateOptions) {
      if (target) target(to, options);
      else pending.push([to, options]);
    },
    attach(fn: NavigateFn) {
      target = fn;
      for (const [to, options] of pending.splice(0)) fn(to, options);
      return () => {
        if (target === fn) target = null;
      };
    },
  };
}
export type Navigator = ReturnType<typeof createNavigator>;
