// A FlowGraph as Mermaid `stateDiagram-v2` text: nested `state … { }` blocks (parallel regions
// separated by `--`), `[*]` for initial and final states, `A --> B: event [guard]`. Ids are the
// dotted paths made safe (`authenticated.active` → `authenticated__active`); the state's own name is
// the shown label. Transitions without a target are listed as comments (they change no state).
import type { FlowGraph, FlowState, FlowTransition } from './graph';

/** A Mermaid-safe id for a state path. */
export function mermaidId(path: string): string {
  const safe = path.replace(/\./g, '__').replace(/[^A-Za-z0-9_]/g, '_');
  return `s_${safe}`;
}

/** Text a Mermaid label can hold (no line breaks, no statement separators, no quotes). */
export function mermaidText(text: string): string {
  return text
    .replace(/[\r\n;]+/g, ' ')
    .replace(/"/g, "'")
    .replace(/#/g, 'no. ')
    .replace(/-->/g, '→')
    .trim();
}

function lowestCommonAncestor(byPath: Map<string, FlowState>, a: string, b: string): string {
  const chain = (path: string) => {
    const result: string[] = [];
    for (let current: string | null = path; current !== null; current = byPath.get(current)?.parent ?? null) result.push(current);
    return result;
  };
  const ofB = new Set(chain(b));
  return chain(a).find((candidate) => ofB.has(candidate)) ?? '';
}

/** The whole diagram, ending in a newline. */
export function toMermaid(graph: FlowGraph): string {
  const byPath = new Map(graph.states.map((state) => [state.path, state]));
  const owned = new Map<string, FlowTransition[]>();
  for (const transition of graph.transitions) {
    if (transition.target === null) continue;
    let owner = lowestCommonAncestor(byPath, transition.source, transition.target);
    // A transition of a state to itself or its descendant is written in that state's parent block.
    if (owner === transition.source || owner === transition.target) owner = byPath.get(owner)?.parent ?? '';
    owned.set(owner, [...(owned.get(owner) ?? []), transition]);
  }

  // the title is a YAML string in the front matter: quoted, so that a colon or a leading symbol in
  // it ('Order prints: hand the photos…') stays text (mermaidText has no double quotes left)
  const lines: string[] = ['---', `title: "${mermaidText(graph.title).replace(/\\/g, '\\\\')}"`, '---', 'stateDiagram-v2'];
  const write = (state: FlowState, indent: string) => {
    const children = state.children.map((path) => byPath.get(path)).filter((child): child is FlowState => child !== undefined);
    const writeChildren = (inner: string) => {
      const initial = children.find((child) => child.initial);
      if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial.path)}`);
      children.forEach((child, index) => {
        if (state.type === 'parallel' && index > 0) lines.push(`${inner}--`);
        write(child, inner);
      });
      for (const child of children) if (child.type === 'final') lines.push(`${inner}${mermaidId(child.path)} --> [*]`);
      for (const transition of owned.get(state.path) ?? []) {
        lines.push(
          `${inner}${mermaidId(transition.source)} --> ${mermaidId(transition.target ?? transition.source)}: ${mermaidText(transition.label)}`,
        );
      }
    };
    if (state.path === '' && state.type === 'parallel') {
      // Mermaid separates regions with `--` only inside a composite state: a machine whose root is
      // parallel is drawn as one composite state named after the machine.
      lines.push(`${indent}state "${mermaidText(graph.id)}" as s_ {`);
      writeChildren(`${indent}  `);
      lines.push(`${indent}}`);
      for (const transition of state.internal) lines.push(`${indent}%% ${graph.id} (machine): ${mermaidText(transition.label)}`);
      return;
    }
    if (state.path === '') {
      writeChildren(indent);
      for (const transition of state.internal) lines.push(`${indent}%% ${graph.id} (machine): ${mermaidText(transition.label)}`);
      return;
    }
    const id = mermaidId(state.path);
    if (children.length === 0) {
      lines.push(`${indent}state "${mermaidText(state.key)}" as ${id}`);
    } else {
      lines.push(`${indent}state "${mermaidText(state.key)}" as ${id} {`);
      writeChildren(`${indent}  `);
      lines.push(`${indent}}`);
    }
    for (const transition of state.internal) lines.push(`${indent}%% ${mermaidText(state.path)}: ${mermaidText(transition.label)}`);
  };
  const root = byPath.get('');
  if (root) write(root, '  ');
  return `${lines.join('\n')}\n`;
}
