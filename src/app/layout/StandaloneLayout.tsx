import { GuardedOutlet } from '../router/GuardedOutlet';
import { useEmbedded } from '@/platform/embedded/useEmbedded';
import { BrandBar } from './BrandBar';
import styles from './StandaloneLayout.module.scss';

/** Standalone pages (public pages, confirmations): the brand bar and the page, no menu. */
export function StandaloneLayout() {
  const embedded = useEmbedded();
  return (
    <div className={styles.layout}>
      {embedded ? null : <BrandBar />}
      <main id="main" tabIndex={-1} className={styles.main}>
        <GuardedOutlet />
      </main>
    </div>
  );
}
