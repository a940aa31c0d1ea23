// Lays a FlowGraph out with ELK (layered, hierarchical: `elk.hierarchyHandling: INCLUDE_CHILDREN`)
// into a Scene. Every size ELK sees comes from measure.ts, so the browser and the Node export get
// the same picture. The ELK instance is passed in (elkjs/lib/elk.bundled.js in both).
import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { transitionKey } from '@machines/coverage';
import type { FlowGraph, FlowState, FlowTransition } from './graph';
import {
  BOX_PADDING,
  DETAIL_FONT_SIZE,
  EDGE_FONT_SIZE,
  HEADER_HEIGHT,
  INITIAL_DOT,
  LABEL_PADDING,
  LINE_HEIGHT,
  MIN_STATE_WIDTH,
  STATE_FONT_SIZE,
  textWidth,
} from './measure';
import type { Scene, SceneBox, SceneEdge, SceneInitial, SceneLine, ScenePoint } from './scene';

const MARGIN = 16;

const rootOptions: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.spacing.nodeNode': '36',
  'elk.spacing.edgeNode': '18',
  'elk.spacing.edgeEdge': '14',
  'elk.spacing.edgeLabel': '6',
  'elk.spacing.labelLabel': '6',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.layered.spacing.edgeNodeBetweenLayers': '18',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '14',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.randomSeed': '1',
};

export const nodeId = (path: string) => `s:${path}`;
const initialId = (path: string) => `i:${path}`;

function linesOf(state: FlowState): SceneLine[] {
  return [
    ...state.invokes.map((id): SceneLine => ({ text: `invoke ${id}`, kind: 'invoke' })),
    ...state.internal.map((transition): SceneLine => ({
      text: `↺ ${transition.label}`,
      kind: 'internal',
      transition: transitionKey(transition),
    })),
  ];
}

/** Height of a box's header: the name, then one line per invoke and per targetless transition. */
export function headerHeight(lines: readonly SceneLine[]): number {
  return HEADER_HEIGHT + lines.length * LINE_HEIGHT + (lines.length > 0 ? 4 : 0);
}

function headerWidth(state: FlowState, lines: readonly SceneLine[]): number {
  const widths = [textWidth(state.key, STATE_FONT_SIZE), ...lines.map((line) => textWidth(line.text, DETAIL_FONT_SIZE))];
  return Math.max(MIN_STATE_WIDTH, Math.max(...widths) + 2 * BOX_PADDING);
}

function isAncestor(ancestor: string, path: string): boolean {
  return ancestor === '' ? path !== '' : path.startsWith(`${ancestor}.`);
}

/** The lowest common ancestor of two states (ELK wants each edge in it). */
function commonAncestor(graph: Map<string, FlowState>, a: string, b: string): string {
  const chain = (path: string) => {
    const result: string[] = [];
    for (let current: string | null = path; current !== null; current = graph.get(current)?.parent ?? null) result.push(current);
    return result;
  };
  const ofB = new Set(chain(b));
  for (const candidate of chain(a)) if (ofB.has(candidate)) return candidate;
  return '';
}

function edgeOf(transition: FlowTransition): ElkExtendedEdge & { target: string } {
  const target = transition.target ?? transition.source;
  return {
    id: transition.id,
    sources: [nodeId(transition.source)],
    targets: [nodeId(target)],
    target,
    labels: [
      {
        text: transition.label,
        width: textWidth(transition.label, EDGE_FONT_SIZE) + 2 * LABEL_PADDING,
        height: EDGE_FONT_SIZE + 2 * LABEL_PADDING + 2,
      },
    ],
  };
}

/** The ELK input graph of a FlowGraph (exported for tests). */
export function elkGraphOf(graph: FlowGraph): ElkNode {
  const byPath = new Map(graph.states.map((state) => [state.path, state]));
  const nodes = new Map<string, ElkNode>();

  const build = (state: FlowState): ElkNode => {
    const lines = linesOf(state);
    const width = headerWidth(state, lines);
    const container = state.children.length > 0;
    const node: ElkNode = container
      ? {
          id: nodeId(state.path),
          layoutOptions: {
            'elk.padding': `[top=${headerHeight(lines) + 8},left=${BOX_PADDING + 6},bottom=${BOX_PADDING + 6},right=${BOX_PADDING + 6}]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${width},${headerHeight(lines) + 20})`,
            ...(state.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
          },
          children: [],
          edges: [],
        }
      : { id: nodeId(state.path), width, height: headerHeight(lines) + 4 };
    nodes.set(state.path, node);
    if (container) {
      const children = node.children ?? [];
      const initialChild = state.children.find((child) => byPath.get(child)?.initial);
      if (initialChild !== undefined) {
        children.push({ id: initialId(state.path), width: INITIAL_DOT, height: INITIAL_DOT });
        node.edges?.push({ id: `init:${state.path}`, sources: [initialId(state.path)], targets: [nodeId(initialChild)] });
      }
      for (const child of state.children) {
        const childState = byPath.get(child);
        if (childState) children.push(build(childState));
      }
      node.children = children;
    }
    return node;
  };

  const root = byPath.get('');
  if (!root) throw new Error(`${graph.id}: the graph has no root state`);
  const machineNode = build(root);
  for (const transition of graph.transitions) {
    const edge = edgeOf(transition);
    const lca = commonAncestor(byPath, transition.source, edge.target);
    // An arrow from a state into its own descendant belongs to that state (ELK draws it inside).
    const container = lca === transition.source && isAncestor(transition.source, edge.target) ? transition.source : lca;
    const owner = nodes.get(
      container === transition.source && container === edge.target ? (byPath.get(container)?.parent ?? '') : container,
    );
    const { target: _target, ...elkEdge } = edge;
    owner?.edges?.push(elkEdge);
  }
  return { id: 'atlas', layoutOptions: rootOptions, children: [machineNode], edges: [] };
}

function depthOf(path: string): number {
  return path === '' ? 0 : path.split('.').length;
}

/** Lays the graph out. */
export async function layoutGraph(graph: FlowGraph, elk: ELK): Promise<Scene> {
  const laid = await elk.layout(elkGraphOf(graph));
  const byPath = new Map(graph.states.map((state) => [state.path, state]));
  const transitions = new Map(graph.transitions.map((transition) => [transition.id, transition]));
  const boxes: SceneBox[] = [];
  const initials: SceneInitial[] = [];
  const edges: SceneEdge[] = [];

  const visit = (node: ElkNode) => {
    if (node.id.startsWith('s:')) {
      const path = node.id.slice(2);
      const state = byPath.get(path);
      if (state) {
        const parent = state.parent === null ? undefined : byPath.get(state.parent);
        boxes.push({
          path,
          key: state.key,
          type: state.type,
          container: state.children.length > 0,
          region: parent?.type === 'parallel',
          depth: depthOf(path),
          description: state.description,
          x: (node.x ?? 0) + MARGIN,
          y: (node.y ?? 0) + MARGIN,
          width: node.width ?? 0,
          height: node.height ?? 0,
          lines: linesOf(state),
        });
      }
    } else if (node.id.startsWith('i:')) {
      initials.push({ parent: node.id.slice(2), x: (node.x ?? 0) + MARGIN, y: (node.y ?? 0) + MARGIN, size: INITIAL_DOT });
    }
    for (const edge of node.edges ?? []) {
      const points: ScenePoint[] = [];
      for (const section of edge.sections ?? []) {
        points.push(section.startPoint, ...(section.bendPoints ?? []), section.endPoint);
      }
      const shifted = points.map((point) => ({ x: point.x + MARGIN, y: point.y + MARGIN }));
      const transition = transitions.get(edge.id);
      const label = edge.labels?.[0];
      if (transition) {
        edges.push({
          id: edge.id,
          source: transition.source,
          target: transition.target ?? transition.source,
          kind: transition.kind,
          eventType: transition.eventType,
          points: shifted,
          label: label
            ? {
                text: label.text ?? '',
                x: (label.x ?? 0) + MARGIN,
                y: (label.y ?? 0) + MARGIN,
                width: label.width ?? 0,
                height: label.height ?? 0,
              }
            : null,
        });
      } else if (edge.id.startsWith('init:')) {
        const parent = edge.id.slice(5);
        const initial = byPath.get(parent)?.children.find((child) => byPath.get(child)?.initial) ?? '';
        edges.push({ id: edge.id, source: parent, target: initial, kind: 'initial', eventType: '', points: shifted, label: null });
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(laid);

  boxes.sort((a, b) => a.depth - b.depth);
  return {
    machine: graph.id,
    width: Math.ceil((laid.width ?? 0) + 2 * MARGIN),
    height: Math.ceil((laid.height ?? 0) + 2 * MARGIN),
    boxes,
    initials,
    edges,
  };
}
