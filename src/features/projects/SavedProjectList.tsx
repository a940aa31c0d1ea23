import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicLinks } from '@/platform/publicConfig/PublicConfigContext';
import { Pager } from '@/features/shared/pager/Pager';
import { PagerStatus } from '@/features/shared/pager/PagerStatus';
import { usePageNumberedList } from '@/features/shared/pager/usePageNumberedList';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { RetryAlert } from '@/ui/RetryAlert';
import { Loader } from '@/ui/Loader';
import { SavedProjectItem } from './SavedProjectItem';
import { useSavedProjectsMachine } from './wiring/savedProjects';
import styles from './SavedProjects.module.scss';

/** The saved projects page's URL query parameter of its page (page 1: absent). */
export const PROJECTS_PAGE_PARAM = 'page';

/**
 * The list of saved projects: a loader until the first answer, the error text with Try again (with
 * the pager, once there is one, to go elsewhere), the empty state, or the page's projects and the pager. While another page (or, after a delete, the
 * same page again) is on its way, the projects shown last stay, marked busy, so the list does not
 * jump. After a delete the focus goes to the count above the list, since the deleted project's own
 * controls are gone.
 */
export function SavedProjectList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const {
    actor,
    list: context,
    loading,
    failed,
    pages,
  } = usePageNumberedList(useSavedProjectsMachine(accountId), 'savedProjects', PROJECTS_PAGE_PARAM);
  // the projects on screen: the page's own once fetched, until then the ones shown before; none
  // before the first answer, or while a page past the last one gives way to the last
  const shown = context.total === null || (loading && context.shown.length === 0) ? null : context.shown;

  const countRef = useRef<HTMLParagraphElement>(null);
  const [focusCount, setFocusCount] = useState(false);
  useEffect(() => {
    if (focusCount && !loading) {
      countRef.current?.focus();
      setFocusCount(false);
    }
  }, [focusCount, loading]);
  const onDeleted = () => {
    setFocusCount(true);
    actor.send({ type: 'savedProjects.reload' });
  };

  const allProducts = usePublicLinks()?.allProducts ?? null;

  const loadError = failed ? (
    <LoadError error={context.errorKey ? t(context.errorKey) : context.error} onRetry={() => actor.send({ type: 'savedProjects.retry' })} />
  ) : null;
  if (failed && shown === null) return loadError;
  if (shown === null || context.total === null) return <Loader label={t('projects.loading')} />;
  if (context.total === 0 && !loading && !failed) {
    return (
      <Card className={styles.empty}>
        <p ref={countRef} tabIndex={-1}>
          {t('projects.empty')}
        </p>
        {allProducts ? (
          <a href={allProducts} className={buttonClass('primary')}>
            {t('projects.startProject')}
          </a>
        ) : null}
      </Card>
    );
  }

  return (
    <>
      <p ref={countRef} tabIndex={-1} className={styles.count}>
        {t('projects.count', { count: context.total })}
      </p>
      {/* a page that failed shows its error in place of the projects of another page; the pager stays */}
      {loadError ?? (
        <>
          <ul className={styles.list} aria-busy={loading} aria-label={t('projects.listLabel')}>
            {shown.map((project) => (
              <SavedProjectItem key={project.id} project={project} onDeleted={onDeleted} />
            ))}
          </ul>
          {loading ? <Loader label={t('projects.loading')} /> : null}
          <PagerStatus page={context.page} pages={pages} loading={loading} />
        </>
      )}
      <Pager page={context.page} pages={pages} param={PROJECTS_PAGE_PARAM} label={t('projects.pages')} />
    </>
  );
}

/** The failed fetch: what went wrong (the stored error text) and Try again. */
function LoadError({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryAlert retryLabel={t('projects.tryAgain')} onRetry={onRetry} className={styles.block}>
      <p>{t('projects.loadError')}</p>
      {error ? <p className={styles.errorText}>{error}</p> : null}
    </RetryAlert>
  );
}
