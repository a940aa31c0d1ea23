// The picture of a Scene as a small element tree (tag, attributes, children), with every style
// inline, so that one description serves both the React picture (src/features/flows/Diagram.tsx)
// and the standalone SVG export (svg.ts). Attribute names are React's (camelCase); svg.ts turns
// them into SVG's.
import { eventName } from './labels';
import { DETAIL_FONT_SIZE, EDGE_FONT_SIZE, FONT_FAMILY, HEADER_HEIGHT, LINE_HEIGHT, BOX_PADDING, STATE_FONT_SIZE } from './measure';
import type { Scene, SceneBox, SceneEdge, ScenePoint } from './scene';

export type SvgAttributes = Record<string, string | number>;

export interface SvgElement {
  tag: string;
  attributes: SvgAttributes;
  children: Array<SvgElement | string>;
}

export interface DrawOptions {
  /** paths of the states to highlight (the current state and its ancestors) */
  active?: ReadonlySet<string>;
  /** event types enabled in the current state: their arrows are emphasised */
  enabled?: ReadonlySet<string>;
  /** the accessible name of the picture */
  title?: string;
}

export const colours = {
  ink: '#1e293b',
  muted: '#475569',
  line: '#64748b',
  paper: '#ffffff',
  root: '#f8fafc',
  container: ['#f1f5f9', '#e2e8f0', '#f8fafc'],
  active: '#fef3c7',
  activeContainer: '#fffbeb',
  activeStroke: '#b45309',
  enabled: '#1d4ed8',
  error: '#b91c1c',
  done: '#15803d',
  after: '#7c3aed',
} as const;

const el = (tag: string, attributes: SvgAttributes, ...children: Array<SvgElement | string>): SvgElement => ({ tag, attributes, children });

function pathData(points: readonly ScenePoint[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;

function edgeColour(edge: SceneEdge): string {
  if (edge.kind === 'error') return colours.error;
  if (edge.kind === 'done' || edge.kind === 'doneState') return colours.done;
  if (edge.kind === 'after') return colours.after;
  return colours.line;
}

function boxFill(box: SceneBox, active: boolean): string {
  if (active) return box.container ? colours.activeContainer : colours.active;
  if (box.path === '') return colours.root;
  if (box.container) return colours.container[box.depth % colours.container.length] ?? colours.paper;
  return colours.paper;
}

function drawBox(box: SceneBox, options: DrawOptions): SvgElement {
  // The machine's own box is always active: only its states are highlighted.
  const active = box.path !== '' && (options.active?.has(box.path) ?? false);
  const stroke = active ? colours.activeStroke : colours.ink;
  const parts: SvgElement[] = [
    el('title', {}, box.description ? `${box.key}: ${box.description}` : box.key),
    el('rect', {
      x: round(box.x),
      y: round(box.y),
      width: round(box.width),
      height: round(box.height),
      rx: box.region ? 4 : 8,
      fill: boxFill(box, active),
      stroke,
      strokeWidth: active ? 3 : box.path === '' ? 1.5 : 1.2,
      ...(box.region ? { strokeDasharray: '6 4' } : {}),
    }),
  ];
  if (box.type === 'final') {
    parts.push(
      el('rect', {
        x: round(box.x + 4),
        y: round(box.y + 4),
        width: round(box.width - 8),
        height: round(box.height - 8),
        rx: 5,
        fill: 'none',
        stroke,
        strokeWidth: 1,
      }),
    );
  }
  const nameY = box.y + HEADER_HEIGHT / 2 + STATE_FONT_SIZE * 0.35 + 2;
  parts.push(
    el(
      'text',
      { x: round(box.x + BOX_PADDING), y: round(nameY), fontSize: STATE_FONT_SIZE, fontWeight: 700, fill: colours.ink },
      box.path === '' ? `${box.key} (machine)` : box.key,
    ),
  );
  box.lines.forEach((line, index) => {
    parts.push(
      el(
        'text',
        {
          x: round(box.x + BOX_PADDING),
          y: round(box.y + HEADER_HEIGHT + index * LINE_HEIGHT + DETAIL_FONT_SIZE * 0.35 + 6),
          fontSize: DETAIL_FONT_SIZE,
          fill: line.kind === 'invoke' ? colours.muted : colours.ink,
          ...(line.kind === 'invoke' ? { fontStyle: 'italic' } : {}),
        },
        line.text,
      ),
    );
  });
  return el(
    'g',
    { 'data-state': box.path, 'data-active': active ? 'true' : 'false', 'data-type': box.type, className: 'flow-state' },
    ...parts,
  );
}

function drawEdge(edge: SceneEdge, options: DrawOptions): SvgElement {
  const enabled = edge.kind !== 'initial' && (options.enabled?.has(edge.eventType) ?? false);
  const colour = enabled ? colours.enabled : edge.kind === 'initial' ? colours.ink : edgeColour(edge);
  const parts: SvgElement[] = [
    el('path', {
      d: pathData(edge.points),
      fill: 'none',
      stroke: colour,
      strokeWidth: enabled ? 2.4 : 1.4,
      markerEnd: `url(#${enabled ? 'arrow-enabled' : edge.kind === 'initial' ? 'arrow-initial' : `arrow-${edge.kind}`})`,
      ...(edge.kind === 'always' ? { strokeDasharray: '5 3' } : {}),
    }),
  ];
  if (edge.label) {
    const { label } = edge;
    parts.push(
      el('rect', {
        x: round(label.x),
        y: round(label.y),
        width: round(label.width),
        height: round(label.height),
        rx: 3,
        fill: colours.paper,
        fillOpacity: 0.92,
      }),
      el(
        'text',
        {
          x: round(label.x + label.width / 2),
          y: round(label.y + label.height / 2 + EDGE_FONT_SIZE * 0.35),
          fontSize: EDGE_FONT_SIZE,
          textAnchor: 'middle',
          fill: colour,
          ...(enabled ? { fontWeight: 700 } : {}),
        },
        label.text,
      ),
    );
  }
  return el(
    'g',
    { 'data-edge': edge.id, 'data-event': edge.eventType, 'data-enabled': enabled ? 'true' : 'false', className: 'flow-transition' },
    el(
      'title',
      {},
      edge.kind === 'initial'
        ? `initial state: ${edge.target}`
        : `${edge.source || '(machine)'} → ${edge.target}: ${edge.label?.text ?? eventName(edge.eventType)}`,
    ),
    ...parts,
  );
}

function marker(id: string, colour: string): SvgElement {
  return el(
    'marker',
    {
      id,
      viewBox: '0 0 10 10',
      refX: 9,
      refY: 5,
      markerWidth: 8,
      markerHeight: 8,
      orient: 'auto-start-reverse',
      markerUnits: 'userSpaceOnUse',
    },
    el('path', { d: 'M0 0 L10 5 L0 10 z', fill: colour }),
  );
}

/** The whole picture: `<svg>` with markers, boxes (outer first), initial dots and arrows. */
export function drawScene(scene: Scene, options: DrawOptions = {}): SvgElement {
  const markers = [
    marker('arrow-enabled', colours.enabled),
    marker('arrow-initial', colours.ink),
    marker('arrow-event', colours.line),
    marker('arrow-always', colours.line),
    marker('arrow-after', colours.after),
    marker('arrow-done', colours.done),
    marker('arrow-doneState', colours.done),
    marker('arrow-error', colours.error),
  ];
  const title = options.title ?? `Statechart of ${scene.machine}`;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: scene.width,
      height: scene.height,
      viewBox: `0 0 ${scene.width} ${scene.height}`,
      fontFamily: FONT_FAMILY,
      role: 'img',
      'aria-label': title,
      'data-machine': scene.machine,
    },
    el('title', {}, title),
    el('defs', {}, ...markers),
    el('g', { className: 'flow-states' }, ...scene.boxes.map((box) => drawBox(box, options))),
    el(
      'g',
      { className: 'flow-initials' },
      ...scene.initials.map((dot) =>
        el('circle', {
          cx: round(dot.x + dot.size / 2),
          cy: round(dot.y + dot.size / 2),
          r: dot.size / 2,
          fill: colours.ink,
          'data-initial-of': dot.parent,
        }),
      ),
    ),
    el('g', { className: 'flow-transitions' }, ...scene.edges.map((edge) => drawEdge(edge, options))),
  );
}
