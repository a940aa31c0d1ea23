import { createElement, type ReactNode } from 'react';
import type { SvgElement } from './model/svgTree';

/** The element tree of model/svgTree.ts as React elements (the same picture as the SVG export). */
export function renderSvgTree(element: SvgElement, key?: string | number): ReactNode {
  const children = element.children.map((child, index) => (typeof child === 'string' ? child : renderSvgTree(child, index)));
  return createElement(element.tag, { ...element.attributes, key }, ...children);
}
