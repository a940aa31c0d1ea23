import type { ReorderCart } from '../orders/reorder';
import { brandOfChannel } from '../orders/channels';

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The stand-in storefront's cart after a re-order: the brand, the order re-ordered and its
 * articles. No script (the app's CSP allows none inline); plain, accessible HTML.
 */
export function cartPage(cart: ReorderCart): string {
  const brand = escapeHtml(brandOfChannel(cart.channel).brandName);
  const code = escapeHtml(cart.superOrderCode);
  const items = cart.articleNames.map((name) => `<li>${escapeHtml(name)}</li>`).join('\n    ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your cart – ${brand} (sandbox storefront)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  header { background: #10394f; color: #fff; padding: 1rem; }
  main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
  .note { color: #4a4a4a; }
</style>
</head>
<body>
<header><p>${brand}</p></header>
<main>
  <h1>Your cart</h1>
  <p>Re-order of order <strong data-testid="reorder-code">${code}</strong>:</p>
  <ul aria-label="Articles in the cart">
    ${items}
  </ul>
  <p class="note">This is the sandbox's stand-in for the ${brand} storefront: it shows what the re-order put in the cart.</p>
</main>
</body>
</html>`;
}

/** The page for a cart id that is unknown (never made, or its account was deleted). */
export const unknownCartPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Cart not found (sandbox storefront)</title></head>
<body><main><h1>Cart not found</h1><p>This cart does not exist.</p></main></body>
</html>`;
