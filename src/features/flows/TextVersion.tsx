import { useTranslation } from 'react-i18next';
import { keyOfTransition, type CoverageNote, type CoveragePaint } from './model/coverage';
import type { FlowGraph } from './model/graph';
import styles from './FlowAtlas.module.scss';

/** Coverage mode's words for one state or transition: ' — walked by 3 tests, first: …' or ' — not walked'. */
function CoverageText({ note }: { note: CoverageNote | undefined }) {
  if (!note) return null;
  return (
    <span data-coverage={note.walked ? 'walked' : 'not-walked'} className={note.walked ? undefined : styles.notWalked}>
      {' — '}
      {note.text}
    </span>
  );
}

interface TextVersionProps {
  graph: FlowGraph;
  active: ReadonlySet<string>;
  /** coverage mode: what the tests walked, said for each state and transition */
  coverage?: CoveragePaint | undefined;
}

/** The statechart as text: every state (with its description) and every transition. */
export function TextVersion({ graph, active, coverage }: TextVersionProps) {
  const { t } = useTranslation();
  const name = (path: string) => (path === '' ? graph.id : path);
  return (
    <details>
      <summary>{t('flows.text.title')}</summary>
      <h4>{t('flows.text.states')}</h4>
      <ul data-testid="flow-state-list">
        {graph.states
          .filter((state) => state.path !== '')
          .map((state) => (
            <li key={state.path} data-state-item={state.path}>
              <code>{state.path}</code>
              {state.initial ? ` (${t('flows.text.initial')})` : ''}
              {state.type === 'final' ? ` (${t('flows.text.final')})` : ''}
              {active.has(state.path) ? ` (${t('flows.text.current')})` : ''}
              {state.description ? `: ${state.description}` : ''}
              <CoverageText note={coverage?.states.get(state.path)} />
              {state.internal.length > 0 ? (
                <ul>
                  {state.internal.map((transition) => (
                    <li key={transition.id} data-transition-item={keyOfTransition(transition)}>
                      <code>{transition.label}</code> ({t('flows.text.staysHere')})
                      <CoverageText note={coverage?.transitions.get(keyOfTransition(transition))} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
      </ul>
      <h4>{t('flows.text.transitions')}</h4>
      <ul data-testid="flow-transition-list">
        {graph.transitions.map((transition) => (
          <li key={transition.id} data-transition-item={keyOfTransition(transition)}>
            <code>{name(transition.source)}</code> → <code>{name(transition.target ?? transition.source)}</code>:{' '}
            <code>{transition.label}</code>
            <CoverageText note={coverage?.transitions.get(keyOfTransition(transition))} />
          </li>
        ))}
      </ul>
    </details>
  );
}
