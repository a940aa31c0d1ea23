import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import type { CoveragePaint } from './model/coverage';
import type { Scene } from './model/scene';
import { drawScene } from './model/svgTree';
import { renderSvgTree } from './SvgTree';
import { useZoomPan } from './useZoomPan';
import styles from './FlowAtlas.module.scss';

interface DiagramProps {
  scene: Scene;
  title: string;
  active: ReadonlySet<string>;
  enabled: ReadonlySet<string>;
  /** coverage mode: what the tests walked */
  coverage?: CoveragePaint | undefined;
}

/** The statechart, zoomable and pannable (wheel, pinch, drag, buttons, keyboard). */
export function Diagram({ scene, title, active, enabled, coverage }: DiagramProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const { view, zoomIn, zoomOut, fit, handlers } = useZoomPan(viewport, scene.width, scene.height);
  const tree = useMemo(
    () => drawScene(scene, { active, enabled, title: t('flows.diagram.label', { title }), ...(coverage ? { coverage } : {}) }),
    [scene, active, enabled, coverage, title, t],
  );

  return (
    <div className={styles.diagram}>
      <div className={styles.zoomBar} role="toolbar" aria-label={t('flows.zoom.toolbar')}>
        <Button variant="secondary" onClick={zoomIn} aria-label={t('flows.zoom.in')}>
          +
        </Button>
        <Button variant="secondary" onClick={zoomOut} aria-label={t('flows.zoom.out')}>
          −
        </Button>
        <Button variant="secondary" onClick={fit}>
          {t('flows.zoom.fit')}
        </Button>
        <span id={hintId} className={styles.hint}>
          {t('flows.zoom.hint')}
        </span>
      </div>
      <div
        ref={viewport}
        className={styles.viewport}
        tabIndex={0}
        role="group"
        aria-roledescription={t('flows.zoom.roleDescription')}
        aria-label={t('flows.diagram.label', { title })}
        aria-describedby={hintId}
        data-testid="flow-diagram"
        data-scale={view.scale.toFixed(3)}
        {...handlers}
      >
        <div className={styles.canvas} style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}>
          {renderSvgTree(tree)}
        </div>
      </div>
    </div>
  );
}
