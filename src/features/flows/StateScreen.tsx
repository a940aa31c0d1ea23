import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryboardIndex, StoryboardScreen } from '@schemas/storyboard';
import styles from './StateScreen.module.scss';
import { loadStoryboard, STORYBOARD } from './wiring/sandboxReports';

const depth = (state: string) => state.split('.').length;

/**
 * The real screen of the machine's current state (the simulated or watched one) beside its
 * statechart: the screen an end-to-end test's page showed the first time it entered the deepest
 * current state that has one. Nothing without a storyboard; a short note where the storyboard kept
 * no screen of the state.
 */
export function StateScreen({ machine, active }: { machine: string; active: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState<StoryboardIndex | null>(null);
  useEffect(() => {
    let current = true;
    void loadStoryboard().then((value) => current && setIndex(value));
    return () => {
      current = false;
    };
  }, []);
  if (!index || index.screens.length === 0 || active.size === 0) return null;

  const states = [...active].sort((a, b) => depth(b) - depth(a));
  const kept = new Map(index.screens.filter((screen) => screen.machine === machine).map((screen) => [screen.state, screen]));
  const screen: StoryboardScreen | undefined = states.flatMap((state) => kept.get(state) ?? [])[0];
  const state = screen?.state ?? states[0] ?? '';

  return (
    <figure className={styles.screen} data-testid="state-screen" data-state={state}>
      <figcaption className={styles.caption}>{t('flows.screen.title', { state })}</figcaption>
      {screen ? (
        <>
          <img
            className={styles.image}
            src={`${STORYBOARD}${screen.file}`}
            alt={t('flows.screen.alt', { machine, state })}
            loading="lazy"
          />
          <p className={styles.source}>{t('flows.screen.source', { test: screen.test, address: screen.page })}</p>
        </>
      ) : (
        <p className={styles.source}>{t('flows.screen.none', { state })}</p>
      )}
    </figure>
  );
}
