// The exported files of one machine or of the whole catalogue: `<id>.svg` and `<id>.mmd`. Shared by
// the atlas's download buttons, scripts/flows-export.ts and the test that keeps docs/flows current.
import type { ELK as ElkApi } from 'elkjs/lib/elk-api';
import { extractGraph, type FlowGraph, type GraphSource } from './graph';
import { layoutGraph } from './layout';
import { toMermaid } from './mermaid';
import type { Scene } from './scene';
import { svgDocument } from './svg';
import { drawScene } from './svgTree';

let shared: Promise<ElkApi> | null = null;

/**
 * One ELK instance (elk.bundled.js runs in the same thread, in the browser and in Node), loaded on
 * first use: it is most of the atlas's code, and the list of machines does not need it.
 */
export function elkInstance(): Promise<ElkApi> {
  shared ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  return shared;
}

export interface MachinePicture {
  graph: FlowGraph;
  scene: Scene;
}

export async function pictureOf(source: GraphSource): Promise<MachinePicture> {
  const graph = extractGraph(source);
  return { graph, scene: await layoutGraph(graph, await elkInstance()) };
}

export function svgFileOf(picture: MachinePicture): string {
  return svgDocument(drawScene(picture.scene, { title: `${picture.graph.title} (${picture.graph.id})` }));
}

export function mermaidFileOf(picture: MachinePicture): string {
  return toMermaid(picture.graph);
}

/** Every exported file of these machines, by file name, in catalogue order. */
export async function exportFiles(sources: readonly GraphSource[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const source of sources) {
    const picture = await pictureOf(source);
    files.set(`${source.id}.svg`, svgFileOf(picture));
    files.set(`${source.id}.mmd`, mermaidFileOf(picture));
  }
  return files;
}
