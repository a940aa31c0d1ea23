import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import type { ButtonVariant } from '@/ui/buttonClass';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { useDocumentDownloadMachine, type DocumentSource, type SaveFile } from '../wiring/documentDownload';
import styles from './DocumentDownloadButton.module.scss';

export type { DocumentRef, DocumentSource, FetchDocument } from '../wiring/documentDownload';

export interface DocumentDownloadButtonProps {
  /**
   * What to download: a reference to one of the documents service's PDFs
   * (`{ kind: 'productPdf' | 'mapPdf', productCode }`, `{ kind: 'invoiceGroupFile', id }`,
   * `{ kind: 'historicalInvoice', id, channel }`), or a function that fetches `{ blob, fileName }`.
   */
  document: DocumentSource;
  /** the button's visible text ('Download', 'Product PDF'); it stays while the download runs */
  label: string;
  /**
   * the accessible name when the visible text alone is ambiguous (a table of 'Download' buttons:
   * 'Download invoice INV-1'); it must contain `label`
   */
  accessibleLabel?: string;
  variant?: ButtonVariant;
  className?: string;
  /** how the file reaches the disk; the browser's save by default (tests replace it) */
  saveFile?: SaveFile;
}

/**
 * A button that downloads one PDF (machines/downloads/documentDownload.machine.ts). While the PDF is
 * fetched it is marked busy (aria-busy, a spinner beside its unchanged text) and further clicks do
 * nothing; a failure shows its reason beside the button with Try again; success is quiet: the browser
 * saves the file, and only screen readers hear that the download is ready.
 */
export function DocumentDownloadButton({
  document,
  label,
  accessibleLabel,
  variant = 'secondary',
  className,
  saveFile,
}: DocumentDownloadButtonProps) {
  const { t } = useTranslation();
  const actor = useFlowActor(useDocumentDownloadMachine(document, saveFile));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const saved = useSelector(actor, (snapshot) => snapshot.matches('saved'));
  const errorKey = useSelector(actor, (snapshot) => snapshot.context.errorKey);
  const errorId = useId();
  const name = accessibleLabel ?? label;

  return (
    <span className={[styles.download, className].filter(Boolean).join(' ')}>
      <Button
        variant={variant}
        aria-label={accessibleLabel}
        aria-busy={busy}
        aria-describedby={failed ? errorId : undefined}
        onClick={() => actor.send({ type: 'documentDownload.start' })}
      >
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {label}
      </Button>
      <span role="status" className="visually-hidden">
        {busy ? t('documents.download.pending', { name }) : saved ? t('documents.download.saved', { name }) : ''}
      </span>
      {failed ? (
        <span className={styles.failure}>
          <span role="alert" id={errorId} className={styles.message}>
            {t(errorKey ?? 'documents.download.failed')}
          </span>
          <Button
            variant="link"
            className={styles.retry}
            aria-label={t('documents.download.retryLabel', { name })}
            onClick={() => actor.send({ type: 'documentDownload.retry' })}
          >
            {t('documents.download.retry')}
          </Button>
        </span>
      ) : null}
    </span>
  );
}
