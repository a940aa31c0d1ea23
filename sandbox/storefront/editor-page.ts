import { escapeHtml } from './cart-page';

export interface EditorPageInput {
  productCode: string;
  channel: string;
  tempSelectionId: string;
  /** the selection's photos in order; null when the selection is unknown */
  photos: readonly { imageId: string; thumbnailUrl: string }[] | null;
}

/**
 * The stand-in print editor (ARCHITECTURE.md "The sandbox"): what the print hand-off opened it
 * with — product code, channel, temp selection — and the selection's photos read back from the
 * temp selections store, thumbnails and ids. No script; plain, accessible HTML.
 */
export function editorPage(input: EditorPageInput): string {
  const photos = input.photos;
  const list =
    photos === null
      ? '<p role="alert" data-testid="editor-unknown-selection">This temp selection does not exist.</p>'
      : `<p><span data-testid="editor-photo-count">${photos.length}</span> photos in the selection:</p>
  <ul aria-label="Photos in the selection" class="photos">
    ${photos
      .map(
        (photo) =>
          `<li data-photo-id="${escapeHtml(photo.imageId)}"><img src="${escapeHtml(photo.thumbnailUrl)}" alt="" width="150" height="150"><code>${escapeHtml(photo.imageId)}</code></li>`,
      )
      .join('\n    ')}
  </ul>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Print editor (sandbox stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  header { background: #10394f; color: #fff; padding: 1rem; }
  main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  .photos { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .photos li { display: flex; flex-direction: column; width: 150px; font-size: 0.7rem; overflow-wrap: anywhere; }
  .photos img { object-fit: cover; background: #eee; }
</style>
</head>
<body>
<header><p>Print editor</p></header>
<main>
  <h1>Customise your photo prints</h1>
  <dl>
    <dt>Product code</dt><dd data-testid="editor-product-code">${escapeHtml(input.productCode)}</dd>
    <dt>Channel</dt><dd data-testid="editor-channel">${escapeHtml(input.channel)}</dd>
    <dt>Temp selection</dt><dd data-testid="editor-temp-selection">${escapeHtml(input.tempSelectionId)}</dd>
  </dl>
  ${list}
  <p>This is the sandbox's stand-in for the print editor: it shows what the print hand-off sent.</p>
</main>
</body>
</html>`;
}
