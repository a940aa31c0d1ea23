import { GuardedOutlet } from '../router/GuardedOutlet';
import styles from './PreviewLayout.module.scss';

/** Preview routes (S0 §2, S1 §2): the whole screen, no header and no menu. */
export function PreviewLayout() {
  return (
    <main id="main" tabIndex={-1} className={styles.preview}>
      <GuardedOutlet />
    </main>
  );
}
