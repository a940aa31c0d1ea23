// The drawn picture as plain data, in absolute coordinates: boxes (states), initial dots, arrows
// with their label boxes. Made by layout.ts; drawn by the React picture and by svg.ts alike.
import type { FlowStateType, FlowTransitionKind } from './graph';

export interface SceneLine {
  text: string;
  kind: 'invoke' | 'internal';
  /** for a transition without a target: its coverage key (machines/coverage.ts transitionKey) */
  transition?: string;
}

export interface SceneBox {
  /** the state's dotted path ('' for the machine itself) */
  path: string;
  key: string;
  type: FlowStateType;
  /** drawn as a box holding other boxes */
  container: boolean;
  /** a region of a parallel state (dashed border) */
  region: boolean;
  depth: number;
  description: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  /** invoked actors and transitions without a target, under the name */
  lines: SceneLine[];
}

export interface ScenePoint {
  x: number;
  y: number;
}

export interface SceneLabel {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SceneEdge {
  id: string;
  source: string;
  target: string;
  kind: FlowTransitionKind | 'initial';
  /** the event type the arrow stands for ('' for `always` and initial arrows) */
  eventType: string;
  points: ScenePoint[];
  label: SceneLabel | null;
}

export interface SceneInitial {
  /** the compound state whose initial state this dot points at */
  parent: string;
  x: number;
  y: number;
  size: number;
}

export interface Scene {
  machine: string;
  width: number;
  height: number;
  boxes: SceneBox[];
  initials: SceneInitial[];
  edges: SceneEdge[];
}
