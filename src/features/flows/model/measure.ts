// Text metrics shared by the layout, the React picture and the SVG export: every label is set in a
// monospace font, so a label's width is its character count times a fixed advance. The advance is
// a little wider than the real one of the usual monospace faces (DejaVu Sans Mono, Liberation Mono,
// Menlo, Consolas: 0.55–0.61 em), so a measured box always holds its text, in the browser and in
// Node alike, and labels never overlap.

export const FONT_FAMILY = "'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, monospace";
/** advance of one character, in em */
export const CHAR_ADVANCE_EM = 0.62;

export const STATE_FONT_SIZE = 13;
export const DETAIL_FONT_SIZE = 11;
export const EDGE_FONT_SIZE = 11;

export const LINE_HEIGHT = 16;
export const HEADER_HEIGHT = 26;
export const BOX_PADDING = 10;
export const LABEL_PADDING = 3;
export const MIN_STATE_WIDTH = 72;
export const INITIAL_DOT = 12;

/** Width of `text` at `fontSize` px in the shared monospace font. */
export function textWidth(text: string, fontSize: number): number {
  return Math.ceil([...text].length * fontSize * CHAR_ADVANCE_EM);
}
