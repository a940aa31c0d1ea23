// The picture of a Scene as a small element tree (tag, attributes, children), with every style
// inline, so that one description serves both the React picture (src/features/flows/Diagram.tsx)
// and the standalone SVG export (svg.ts). Attribute names are React's (camelCase); svg.ts turns
// them into SVG's.
import { transitionKey } from '@machines/coverage';
import type { CoverageNote, CoveragePaint } from './coverage';
import { eventName } from './labels';
import {
  DETAIL_FONT_SIZE,
  EDGE_FONT_SIZE,
  FONT_FAMILY,
  HEADER_HEIGHT,
  LINE_HEIGHT,
  BOX_PADDING,
  STATE_FONT_SIZE,
  textWidth,
} from './measure';
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
  /** coverage mode: every state and transition painted walked or not walked */
  coverage?: CoveragePaint;
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
  walked: '#15803d',
  notWalked: '#9f1239',
  hatch: '#cbd5e1',
} as const;

/** The fill of what no test walked: diagonal hatching, so it reads without colour. */
const NOT_WALKED_PATTERN = 'not-walked';
const BADGE_FONT_SIZE = 10;
const BADGE_HEIGHT = 14;

/**
 * How coverage mode tells walked from not walked beyond colour: walked is drawn solid and heavier
 * with a check mark and its count of tests; not walked dashed, hatched and crossed.
 */
export const coverageMarks = {
  walked: (tests: number) => `✓ ${tests}`,
  notWalked: '✗',
  /** the dash pattern of a state or arrow no test walked */
  notWalkedDash: '5 3',
} as const;

const coverageAttribute = (note: CoverageNote) => ({ 'data-coverage': note.walked ? 'walked' : 'not-walked' });

/** The badge on a state's top edge or an arrow's label: `✓ 3` or `✗`. */
function coverageBadge(note: CoverageNote, right: number, top: number): SvgElement {
  const text = note.walked ? coverageMarks.walked(note.tests) : coverageMarks.notWalked;
  const width = textWidth(text, BADGE_FONT_SIZE) + 8;
  const colour = note.walked ? colours.walked : colours.notWalked;
  return el(
    'g',
    { 'data-coverage-marker': note.walked ? 'walked' : 'not-walked' },
    el('rect', {
      x: round(right - width),
      y: round(top),
      width,
      height: BADGE_HEIGHT,
      rx: 7,
      fill: colours.paper,
      stroke: colour,
      strokeWidth: 1,
      ...(note.walked ? {} : { strokeDasharray: '2 2' }),
    }),
    el(
      'text',
      {
        x: round(right - width / 2),
        y: round(top + BADGE_HEIGHT / 2 + BADGE_FONT_SIZE * 0.35),
        fontSize: BADGE_FONT_SIZE,
        textAnchor: 'middle',
        fontWeight: 700,
        fill: colour,
      },
      text,
    ),
  );
}

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
  const note = box.path === '' ? undefined : options.coverage?.states.get(box.path);
  const stroke = note ? (note.walked ? colours.walked : colours.notWalked) : active ? colours.activeStroke : colours.ink;
  const name = box.description ? `${box.key}: ${box.description}` : box.key;
  const parts: SvgElement[] = [
    el('title', {}, note ? `${name}\n${note.text}` : name),
    el('rect', {
      x: round(box.x),
      y: round(box.y),
      width: round(box.width),
      height: round(box.height),
      rx: box.region ? 4 : 8,
      fill: note && !note.walked ? `url(#${NOT_WALKED_PATTERN})` : boxFill(box, active),
      stroke,
      strokeWidth: active ? 3 : note?.walked ? 2.2 : box.path === '' ? 1.5 : 1.2,
      ...(note && !note.walked ? { strokeDasharray: coverageMarks.notWalkedDash } : box.region ? { strokeDasharray: '6 4' } : {}),
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
    const y = round(box.y + HEADER_HEIGHT + index * LINE_HEIGHT + DETAIL_FONT_SIZE * 0.35 + 6);
    const text = el(
      'text',
      {
        x: round(box.x + BOX_PADDING),
        y,
        fontSize: DETAIL_FONT_SIZE,
        fill: line.kind === 'invoke' ? colours.muted : colours.ink,
        ...(line.kind === 'invoke' ? { fontStyle: 'italic' } : {}),
      },
      line.text,
    );
    const lineNote = line.transition === undefined ? undefined : options.coverage?.transitions.get(line.transition);
    parts.push(
      lineNote
        ? // a transition that stays in the state: its mark in the box's left padding
          el(
            'g',
            { 'data-transition': line.transition ?? '', ...coverageAttribute(lineNote) },
            el('title', {}, `${line.text}\n${lineNote.text}`),
            el(
              'text',
              {
                x: round(box.x + 2),
                y,
                fontSize: DETAIL_FONT_SIZE - 2,
                fontWeight: 700,
                fill: lineNote.walked ? colours.walked : colours.notWalked,
                'data-coverage-marker': lineNote.walked ? 'walked' : 'not-walked',
              },
              lineNote.walked ? '✓' : coverageMarks.notWalked,
            ),
            text,
          )
        : text,
    );
  });
  if (note) parts.push(coverageBadge(note, box.x + box.width - 8, box.y - BADGE_HEIGHT / 2));
  return el(
    'g',
    {
      'data-state': box.path,
      'data-active': active ? 'true' : 'false',
      'data-type': box.type,
      ...(note ? coverageAttribute(note) : {}),
      className: 'flow-state',
    },
    ...parts,
  );
}

function drawEdge(edge: SceneEdge, options: DrawOptions): SvgElement {
  const enabled = edge.kind !== 'initial' && (options.enabled?.has(edge.eventType) ?? false);
  const colour = enabled ? colours.enabled : edge.kind === 'initial' ? colours.ink : edgeColour(edge);
  const note = edge.kind === 'initial' ? undefined : options.coverage?.transitions.get(transitionKey(edge));
  // not walked: dashed; an eventless arrow keeps its own dashes outside coverage mode
  const dashes: string | null = note ? (note.walked ? null : coverageMarks.notWalkedDash) : edge.kind === 'always' ? '5 3' : null;
  const dash: SvgAttributes = dashes === null ? {} : { strokeDasharray: dashes };
  const parts: SvgElement[] = [
    el('path', {
      d: pathData(edge.points),
      fill: 'none',
      stroke: colour,
      strokeWidth: enabled || note?.walked ? 2.4 : note ? 1.2 : 1.4,
      markerEnd: `url(#${enabled ? 'arrow-enabled' : edge.kind === 'initial' ? 'arrow-initial' : `arrow-${edge.kind}`})`,
      ...dash,
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
    if (note) parts.push(coverageBadge(note, label.x + label.width + 4, label.y - BADGE_HEIGHT + 4));
  }
  const title =
    edge.kind === 'initial'
      ? `initial state: ${edge.target}`
      : `${edge.source || '(machine)'} → ${edge.target}: ${edge.label?.text ?? eventName(edge.eventType)}`;
  return el(
    'g',
    {
      'data-edge': edge.id,
      'data-event': edge.eventType,
      'data-enabled': enabled ? 'true' : 'false',
      ...(note ? { 'data-transition': transitionKey(edge), ...coverageAttribute(note) } : {}),
      className: 'flow-transition',
    },
    el('title', {}, note ? `${title}\n${note.text}` : title),
    ...parts,
  );
}

function notWalkedPattern(): SvgElement {
  return el(
    'pattern',
    { id: NOT_WALKED_PATTERN, width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
    el('rect', { width: 8, height: 8, fill: colours.paper }),
    el('line', { x1: 0, y1: 0, x2: 0, y2: 8, stroke: colours.hatch, strokeWidth: 3 }),
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
    el('defs', {}, ...markers, ...(options.coverage ? [notWalkedPattern()] : [])),
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
