import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryEntryInput, GalleryField } from '@machines/widgets/galleryEntry.machine';
import { Alert } from '@/ui/Alert';
import { RetryAlert } from '@/ui/RetryAlert';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { TextField } from '@/ui/TextField';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { SelectField, TextAreaField } from './FieldControls';
import { useGalleryEntryMachine } from './wiring/widgetPage';
import styles from './Widgets.module.scss';

/**
 * The product in the brand's public gallery (S0 §4, §7 Gallery; machines/widgets/galleryEntry.machine.ts):
 * not published yet, a form that publishes it under a category with a title and a description;
 * published, the same form changes it and a button takes it out. Each of create, read, update and
 * delete reports its own outcome; a failure keeps what was typed. On hold for review, the form is
 * not offered (the reason shows above, on the page).
 */
export function GallerySection({ input }: { input: GalleryEntryInput }) {
  const { t } = useTranslation();
  const headingId = useId();
  const actor = useFlowActor(useGalleryEntryMachine(), { input });
  const { form, errors, requests, categories, failure, allowed, lastChange } = useSelector(actor, (snapshot) => snapshot.context);
  const reading = useSelector(actor, (snapshot) => snapshot.matches('Reading'));
  const readFailed = useSelector(actor, (snapshot) => snapshot.matches('ReadFailed'));
  const published = useSelector(actor, (snapshot) => snapshot.can({ type: 'galleryEntry.delete' }) || snapshot.matches('Deleting'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const edit = (field: GalleryField, value: string) => actor.send({ type: 'galleryEntry.edit', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'galleryEntry.submit' });
  };
  const fieldError = (field: GalleryField) => (errors[field] ? t(`widgets.gallery.errors.${field}.${errors[field]}`) : null);
  // the outcome of the change asked for last (create, update or delete), each with its own request state
  const outcome = lastChange;

  let body;
  if (readFailed) {
    body = (
      <RetryAlert retryLabel={t('widgets.tryAgain')} onRetry={() => actor.send({ type: 'galleryEntry.retry' })}>
        <p>{t('widgets.gallery.readFailed')}</p>
      </RetryAlert>
    );
  } else if (reading) {
    body = <Loader label={t('widgets.gallery.reading')} />;
  } else {
    body = (
      <>
        <p className={styles.note}>
          {published ? t('widgets.gallery.published') : allowed ? t('widgets.gallery.notPublished') : t('widgets.gallery.onHold')}
        </p>
        {outcome && requests[outcome] === 'Failed' ? (
          <Alert tone="error" role="alert">
            {t(`widgets.gallery.failed.${outcome}`)} {failure === 'blocked' ? t('widgets.gallery.failedBlocked') : null}
          </Alert>
        ) : null}
        {outcome && requests[outcome] === 'Finished' ? (
          <Alert tone="success" role="status">
            {t(`widgets.gallery.done.${outcome}`)}
          </Alert>
        ) : null}
        {allowed ? (
          <form className={styles.form} onSubmit={submit} noValidate>
            <SelectField
              label={t('widgets.gallery.category')}
              name="categoryId"
              value={form.categoryId}
              error={fieldError('categoryId')}
              disabled={busy}
              onChange={(event) => edit('categoryId', event.target.value)}
            >
              <option value="">{t('widgets.gallery.chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {t(`widgets.categories.${category.id}`, { defaultValue: category.name })}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('widgets.gallery.entryTitle')}
              name="title"
              value={form.title}
              error={fieldError('title')}
              disabled={busy}
              onChange={(event) => edit('title', event.target.value)}
            />
            <TextAreaField
              label={t('widgets.gallery.description')}
              name="description"
              rows={3}
              value={form.description}
              error={fieldError('description')}
              disabled={busy}
              onChange={(event) => edit('description', event.target.value)}
            />
            <ButtonRow>
              <Button type="submit" disabled={busy}>
                {published ? t('widgets.gallery.update') : t('widgets.gallery.create')}
              </Button>
              {published ? (
                <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'galleryEntry.delete' })}>
                  {t('widgets.gallery.delete')}
                </Button>
              ) : null}
            </ButtonRow>
          </form>
        ) : published ? (
          <ButtonRow>
            <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'galleryEntry.delete' })}>
              {t('widgets.gallery.delete')}
            </Button>
          </ButtonRow>
        ) : null}
        {busy ? <Loader label={t('widgets.gallery.saving')} /> : null}
      </>
    );
  }
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('widgets.gallery.title')}</h2>
      {body}
    </Card>
  );
}
