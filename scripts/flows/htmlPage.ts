// One machine's self-contained HTML page for designers (`npm run flows:export` writes one per
// catalogued machine into reports/flows-html/): the statechart (inline SVG, the atlas's picture),
// the states as a list with the real screen of each state the last storyboard kept
// (`npm run storyboard`), inlined as data: URLs, and the transitions as a list. Nothing outside the
// file: it opens from the file system without the app. The screens differ from run to run, so these
// pages live under reports/, not beside the checked-in docs/flows.
import { escapeXml } from '@/features/flows/model/svg';
import { svgFileOf, type MachinePicture } from '@/features/flows/model/exportFiles';
import type { FlowState } from '@/features/flows/model/graph';

/** A kept screen of one state, with its image's bytes. */
export interface StateScreenImage {
  state: string;
  test: string;
  page: string;
  jpeg: Uint8Array;
}

const html = escapeXml;

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #1f2328; margin: 0 auto; padding: 1.5rem; max-width: 90rem; }
  code { font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 0.9em; }
  .meta, .source, .none { color: #545b64; }
  .diagram { overflow: auto; border: 1px solid #d0d7de; border-radius: 8px; padding: 0.5rem; }
  .diagram svg { max-width: 100%; height: auto; }
  .states { list-style: none; padding: 0; display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 28rem), 1fr)); }
  .state { border: 1px solid #d0d7de; border-radius: 8px; padding: 0.75rem 1rem; }
  .state h3 { margin: 0 0 0.25rem; font-size: 1rem; }
  .state figure { margin: 0.5rem 0 0; }
  .state img { display: block; max-width: 100%; height: auto; border: 1px solid #d0d7de; border-radius: 4px; }
  .tag { display: inline-block; font-size: 0.8rem; padding: 0 0.4rem; border-radius: 4px; background: #eef1f4; margin-left: 0.4rem; }
`;

function stateItem(machine: string, state: FlowState, screen: StateScreenImage | undefined): string {
  const tags = [state.initial ? 'initial' : null, state.type === 'final' ? 'final' : null, state.type === 'parallel' ? 'parallel' : null]
    .flatMap((tag) => (tag ? [`<span class="tag">${tag}</span>`] : []))
    .join('');
  const figure = screen
    ? `<figure><img src="data:image/jpeg;base64,${Buffer.from(screen.jpeg).toString('base64')}" alt="${html(
        `What the customer sees in ${machine} in the state ${state.path}`,
      )}"><figcaption class="source">Kept by the end-to-end test “${html(screen.test)}” on <code>${html(screen.page)}</code>.</figcaption></figure>`
    : `<p class="none">No screen was captured for this state.</p>`;
  return [
    `<li class="state" id="state-${html(state.path)}" data-state-item="${html(state.path)}" data-screen="${screen ? 'yes' : 'no'}">`,
    `<h3><code>${html(state.path)}</code>${tags}</h3>`,
    state.description ? `<p>${html(state.description)}</p>` : '',
    figure,
    '</li>',
  ].join('');
}

/** The page of one machine; `screens` are the storyboard's, by state path (any or none). */
export function htmlPageOf(picture: MachinePicture, screens: ReadonlyMap<string, StateScreenImage>): string {
  const { graph } = picture;
  const states = graph.states.filter((state) => state.path !== '');
  const shown = states.filter((state) => screens.has(state.path)).length;
  const svg = svgFileOf(picture).replace(/^<\?xml[^>]*>\n/, '');
  const transitions = [...graph.transitions, ...graph.states.flatMap((state) => state.internal)];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(graph.title)} (${html(graph.id)}): states and screens</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${html(graph.title)}</h1>
<p>${html(graph.description)}</p>
<p class="meta">Machine <code>${html(graph.id)}</code> · ${states.length} states, ${transitions.length} transitions · ${shown} of ${states.length} states with a real screen</p>
<section>
<h2>Statechart</h2>
<div class="diagram">
${svg}</div>
</section>
<section>
<h2>States</h2>
<ul class="states">
${states.map((state) => stateItem(graph.id, state, screens.get(state.path))).join('\n')}
</ul>
</section>
<section>
<h2>Transitions</h2>
<ul class="transitions">
${transitions
  .map(
    (transition) =>
      `<li><code>${html(transition.source || graph.id)}</code> — <code>${html(transition.label)}</code> → ${
        transition.target === null ? 'stays in the state' : `<code>${html(transition.target)}</code>`
      }</li>`,
  )
  .join('\n')}
</ul>
</section>
</body>
</html>
`;
}
