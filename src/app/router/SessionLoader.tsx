import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { useEmbedded } from '@/platform/embedded/useEmbedded';
import { BrandBar } from '../layout/BrandBar';
import { usePageTitle } from '@/platform/title/usePageTitle';
import styles from './SessionLoader.module.scss';

/**
 * The page title and a loader while the session is being set up or ended. `frame="page"` draws a
 * whole page (brand bar and main landmark); `frame="none"` only the content, inside a layout.
 */
export function SessionLoader({ frame, label }: { frame: 'page' | 'none'; label: string }) {
  const title = usePageTitle();
  const embedded = useEmbedded();
  const content = (
    <>
      <PageTitle>{title}</PageTitle>
      <Loader label={label} />
    </>
  );
  if (frame === 'none') return content;
  return (
    <>
      {embedded ? null : <BrandBar />}
      <main id="main" tabIndex={-1} className={styles.page}>
        {content}
      </main>
    </>
  );
}
