import { useTranslation } from 'react-i18next';
import type { FlowGraph } from './model/graph';

/** The statechart as text: every state (with its description) and every transition. */
export function TextVersion({ graph, active }: { graph: FlowGraph; active: ReadonlySet<string> }) {
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
              {state.internal.length > 0 ? (
                <ul>
                  {state.internal.map((transition) => (
                    <li key={transition.id}>
                      <code>{transition.label}</code> ({t('flows.text.staysHere')})
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
      </ul>
      <h4>{t('flows.text.transitions')}</h4>
      <ul>
        {graph.transitions.map((transition) => (
          <li key={transition.id}>
            <code>{name(transition.source)}</code> → <code>{name(transition.target ?? transition.source)}</code>:{' '}
            <code>{transition.label}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
