// Stands in for the `use-sync-external-store/shim` package in production builds (vite.config.ts):
// the shim backports useSyncExternalStore to React 17 and older; React 19 has its own.
export { useSyncExternalStore } from 'react';
