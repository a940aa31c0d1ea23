import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoverageMark, FlowCoverage } from '@schemas/flowCoverage';
import { paintCoverage, type CoveragePaint } from './model/coverage';
import type { FlowGraph } from './model/graph';

/** The graph painted with a coverage file's marks for it, in the reader's language (undefined without either). */
export function useCoveragePaint(graph: FlowGraph | null, loaded: { coverage: FlowCoverage } | null): CoveragePaint | undefined {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!graph || !loaded) return undefined;
    const describe = (mark: CoverageMark | undefined) =>
      mark ? t('flows.coverage.walked', { count: mark.tests, first: mark.first }) : t('flows.coverage.notWalked');
    return paintCoverage(graph, loaded.coverage.machines[graph.id], describe);
  }, [graph, loaded, t]);
}
