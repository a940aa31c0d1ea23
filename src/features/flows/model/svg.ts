// The standalone SVG file of a picture (the atlas's download and docs/flows/<id>.svg): the element
// tree of svgTree.ts as text, styles inline, no external fonts or stylesheets.
import type { SvgElement } from './svgTree';

const keepCase = new Set(['viewBox', 'refX', 'refY', 'markerWidth', 'markerHeight', 'markerUnits', 'patternUnits', 'patternTransform']);

/** React's attribute name → SVG's (`strokeWidth` → `stroke-width`, `className` → `class`). */
export function svgAttributeName(name: string): string {
  if (name === 'className') return 'class';
  if (keepCase.has(name) || name.includes('-')) return name;
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function serialise(element: SvgElement, indent: string): string {
  const attributes = Object.entries(element.attributes)
    .map(([name, value]) => ` ${svgAttributeName(name)}="${escapeXml(String(value))}"`)
    .join('');
  if (element.children.length === 0) return `${indent}<${element.tag}${attributes}/>`;
  if (element.children.every((child) => typeof child === 'string')) {
    return `${indent}<${element.tag}${attributes}>${element.children.map((child) => escapeXml(String(child))).join('')}</${element.tag}>`;
  }
  const inner = element.children.map((child) =>
    typeof child === 'string' ? `${indent}  ${escapeXml(child)}` : serialise(child, `${indent}  `),
  );
  return `${indent}<${element.tag}${attributes}>\n${inner.join('\n')}\n${indent}</${element.tag}>`;
}

/** The SVG document (with an XML declaration), ending in a newline. */
export function svgDocument(root: SvgElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialise(root, '')}\n`;
}
