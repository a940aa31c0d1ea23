// The preview's actions toolbar tells the actions inside it (Copy to album, which also sits in the
// selection toolbar) to take the preview's look: light on the dark stage, like its other buttons.
import { createContext, useContext, type ReactNode } from 'react';
import styles from './PhotoPreview.module.scss';

const PreviewActionsContext = createContext(false);

export function PreviewActionsProvider({ children }: { children?: ReactNode }) {
  return <PreviewActionsContext.Provider value={true}>{children}</PreviewActionsContext.Provider>;
}

/** The class of a button in the preview's actions toolbar, or null outside it. */
export function usePreviewActionClass(): string | null {
  return useContext(PreviewActionsContext) ? (styles.action ?? null) : null;
}
