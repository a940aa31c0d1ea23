// Every brand theme keeps text readable (WCAG AA, 4.5:1): white on the primary colour (buttons),
// the link colour on white and on the muted page background.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const themesDir = new URL('../../../src/styles/themes/', import.meta.url);
const tokens = readFileSync(new URL('../../../src/styles/_custom-properties.scss', import.meta.url), 'utf8');

function hex(source: string, name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(source)?.[1];
  if (!value) throw new Error(`--${name} is not a #rrggbb colour`);
  return value;
}

function luminance(colour: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const themes = readdirSync(themesDir).filter((file) => file.endsWith('.scss'));
const surfaceMuted = hex(tokens, 'color-surface-muted');

describe('brand themes', () => {
  it('exist for albelli, bonusprint, fotoknudsen and resnap', () => {
    expect(themes.sort()).toEqual(['_albelli.scss', '_bonusprint.scss', '_fotoknudsen.scss', '_resnap.scss']);
  });

  it.each(themes)('%s has readable colours', (file) => {
    const theme = readFileSync(new URL(file, themesDir), 'utf8');
    expect(contrast(hex(theme, 'color-on-primary'), hex(theme, 'color-primary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(theme, 'color-link'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(theme, 'color-link'), surfaceMuted)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the shared text colours readable', () => {
    for (const name of [
      'color-text',
      'color-text-muted',
      'color-info-text',
      'color-warning-text',
      'color-error-text',
      'color-success-text',
    ]) {
      expect(contrast(hex(tokens, name), '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(hex(tokens, 'color-text-muted'), surfaceMuted)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(tokens, 'color-warning-text'), hex(tokens, 'color-warning-bg'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(tokens, 'color-error-text'), hex(tokens, 'color-error-bg'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(tokens, 'color-info-text'), hex(tokens, 'color-info-bg'))).toBeGreaterThanOrEqual(4.5);
  });
});
