import type { BrandHost } from '@schemas/config';

/**
 * The brand's look on the document: `data-brand` selects the theme's custom properties
 * (src/styles/themes), `lang` is the brand's locale, and the favicon is `/favicons/<brand>.svg`.
 */
export function applyBrand(document: Document, brand: Pick<BrandHost, 'brand'>, locale: string): void {
  const root = document.documentElement;
  root.dataset.brand = brand.brand;
  root.lang = locale;

  const href = `/favicons/${encodeURIComponent(brand.brand)}.svg`;
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const link = existing ?? document.createElement('link');
  link.rel = 'icon';
  link.type = 'image/svg+xml';
  link.href = href;
  if (!existing) document.head.append(link);
}
