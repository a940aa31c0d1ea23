import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { href } from '@/platform/routing/href';
import { useConfirmDialog } from '@/platform/flows/useConfirmDialog';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useWidgetDeleteMachine } from './wiring/widgetPage';
import styles from './Widgets.module.scss';

/**
 * Take the product offline (machines/widgets/widgetDelete.machine.ts): a confirm dialog; a failure
 * shows in the dialog, which stays open (DECISIONS 27); once deleted the page goes back to the list.
 */
export function DeleteWidget({ productCode, productName }: { productCode: string; productName: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigateKeepingQuery();
  const actor = useFlowActor(useWidgetDeleteMachine(), { input: { productCode } });
  useEffect(() => {
    const subscription = actor.on('widgetDelete.done', () => navigate(href('widgets'), { replace: true }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  const confirm = useConfirmDialog(actor, { flow: 'widgetDelete', dialogId: 'widget-delete', failure: t('widgets.delete.failed') });
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('widgets.delete.title')}</h2>
      <p className={styles.note}>{t('widgets.delete.explanation')}</p>
      <div>
        <Button variant="secondary" onClick={() => actor.send({ type: 'widgetDelete.open' })}>
          {t('widgets.delete.start')}
        </Button>
      </div>
      <ConfirmDialog
        {...confirm}
        title={t('widgets.delete.confirmTitle')}
        description={t('widgets.delete.confirmText', { name: productName })}
        labels={{
          confirm: t('widgets.delete.confirm'),
          submitting: t('widgets.delete.deleting'),
          cancel: t('widgets.delete.cancel'),
          close: t('widgets.delete.close'),
        }}
      />
    </Card>
  );
}
