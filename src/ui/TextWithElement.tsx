import type { ReactNode } from 'react';

/**
 * What a translation's placeholder is given when an element takes its place: the text is split
 * around it. (react-i18next's <Trans> does the same with markup in the translation, but brings an
 * HTML parser with it, into the shell's bundle.)
 */
export const ELEMENT_SLOT = '\u0000';

/**
 * A translated sentence with one element in place of its placeholder, e.g.
 * `<TextWithElement text={t('photos.copyToAlbum.copied', { albumLink: ELEMENT_SLOT })} element={<Link …/>} />`
 * for 'Photos copied to {albumLink}': the words around the element stay in the language's order.
 */
export function TextWithElement({ text, element }: { text: string; element: ReactNode }) {
  const at = text.indexOf(ELEMENT_SLOT);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + ELEMENT_SLOT.length)}
    </>
  );
}
