import type { ReactNode } from 'react';
import { useIdle } from '@/platform/idle/useIdle';
import { lazyComponent } from '@/ui/lazyComponent';

const ActivationImportFlow = lazyComponent(() => import('./ActivationImportFlow').then((module) => module.ActivationImportFlow));

/**
 * The activation import on the photos page (S1 §4 Activation; docs/PHOTOS.md "Activation import"):
 * the offer to import past orders' photos for a library that is not active yet, the import in
 * progress, its failure; nothing for an active library (`ActivationImportFlow`).
 *
 * Its status is asked, and its code (the flow, its machine, the push connection it listens on)
 * loaded, once the page has drawn its first view and the browser is idle: for most customers (an
 * active library) it shows nothing, and at mount its request would go in front of the first view's
 * thumbnails and its code in front of the first paint (docs/PERFORMANCE.md "What may wait"). Until
 * then nothing shows, as while it is asked.
 */
export function ActivationImport({ empty }: { empty: ReactNode }) {
  return useIdle() ? <ActivationImportFlow empty={empty} /> : null;
}
