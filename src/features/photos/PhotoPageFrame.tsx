import type { ReactNode } from 'react';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { PageTitle } from '@/ui/PageTitle';
import { PhotoTabs } from './PhotoTabs';
import styles from './PhotosPage.module.scss';

/**
 * The frame of the photo library's tabs (S1 §2 Photos page, Albums screen): 'My photos' as the
 * page's heading and the Photos and Albums tabs with their counts, above the tab's own content.
 */
export function PhotoPageFrame({ children }: { children?: ReactNode }) {
  const title = usePageTitle();
  return (
    <div className={styles.page}>
      <PageTitle>{title}</PageTitle>
      <PhotoTabs />
      {children}
    </div>
  );
}
