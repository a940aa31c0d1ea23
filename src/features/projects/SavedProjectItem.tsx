import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedProject } from '@schemas/projects';
import { formatDay } from '@/platform/i18n/dayFormat';
import { usePublicLinks } from '@/platform/publicConfig/PublicConfigContext';
import { useConfirmDialog } from '@/platform/flows/useConfirmDialog';
import { RetryAlert } from '@/ui/RetryAlert';
import { Button } from '@/ui/Button';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { continueEditingUrl } from './continueEditing';
import { useSavedProjectDelete } from './wiring/savedProjectDelete';
import styles from './SavedProjects.module.scss';

/**
 * One saved project: its preview picture, name, product and last change, "Continue editing" and
 * Delete. Delete asks in a confirm dialog; while the delete is on its way the item says so; a
 * failed delete leaves the item where it is with the error and Try again
 * (machines/projects/savedProjectDelete.machine.ts). Names render as text, never as markup.
 */
export function SavedProjectItem({ project, onDeleted }: { project: SavedProject; onDeleted: (projectId: string) => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const actor = useSavedProjectDelete(project.id, onDeleted);
  // the dialog is the confirm step only: the progress and a failure show on the item
  const confirm = useConfirmDialog(actor, { flow: 'savedProjectDelete', dialogId: `saved-project-delete-${project.id}`, stepOnly: true });
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const deleted = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const error = useSelector(actor, (snapshot) => (snapshot.context.errorKey ? t(snapshot.context.errorKey) : snapshot.context.error));
  const canDelete = useSelector(actor, (snapshot) => snapshot.can({ type: 'savedProjectDelete.open' }));
  const editor = continueEditingUrl(usePublicLinks()?.printEditor, project.id);

  return (
    <li>
      <Card as="article" aria-labelledby={headingId} aria-busy={busy || deleted} className={styles.project}>
        <img
          src={project.previewUrl}
          alt={t('projects.previewAlt', { name: project.name, product: project.productName })}
          className={styles.preview}
          width={300}
          height={225}
          loading="lazy"
        />
        <div className={styles.details}>
          <h2 id={headingId} className={styles.name}>
            {project.name}
          </h2>
          <p className={styles.product}>{project.productName}</p>
          <p className={styles.changed}>{t('projects.lastChanged', { date: formatDay(new Date(project.lastChanged), i18n.language) })}</p>
          {busy || deleted ? (
            <p role="status" className={styles.progress}>
              {t(deleted ? 'projects.delete.done' : 'projects.delete.inProgress')}
            </p>
          ) : null}
          {failed ? (
            <RetryAlert retryLabel={t('projects.tryAgain')} onRetry={confirm.onConfirm}>
              <p>{t('projects.delete.failed', { name: project.name })}</p>
              {error ? <p className={styles.errorText}>{error}</p> : null}
            </RetryAlert>
          ) : null}
          <div className={styles.actions}>
            {editor ? (
              <a href={editor} className={buttonClass('primary')} aria-label={t('projects.continueEditingLabel', { name: project.name })}>
                {t('projects.continueEditing')}
              </a>
            ) : null}
            {/* kept while the delete runs (aria-disabled), so that the focus the dialog hands back has a place */}
            <Button
              variant="secondary"
              aria-disabled={!canDelete}
              onClick={() => {
                if (canDelete) actor.send({ type: 'savedProjectDelete.open' });
              }}
              aria-label={t('projects.delete.buttonLabel', { name: project.name })}
            >
              {t('projects.delete.button')}
            </Button>
          </div>
        </div>
      </Card>
      <ConfirmDialog
        {...confirm}
        title={t('projects.delete.title')}
        description={t('projects.delete.text', { name: project.name })}
        labels={{
          confirm: t('projects.delete.confirm'),
          submitting: t('projects.delete.inProgress'),
          cancel: t('projects.delete.cancel'),
          close: t('projects.delete.close'),
        }}
      />
    </li>
  );
}
