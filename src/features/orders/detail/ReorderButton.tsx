import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeave } from '@/platform/navigation/LeaveContext';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useReorderMachine } from '../wiring/orderDetail';

/** Reorder: enabled when the service says the order can be ordered again; the browser then goes to the shop. */
export function ReorderButton({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation();
  const actor = useFlowActor(useReorderMachine(), { input: { orderCode } });
  const leave = useLeave();
  useEffect(() => {
    const subscription = actor.on('reorder.redirect', (event) => leave(event.shopUrl));
    return () => subscription.unsubscribe();
  }, [actor, leave]);
  const enabled = useSelector(actor, (snapshot) => snapshot.can({ type: 'reorder.start' }));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  return (
    <div>
      <Button onClick={() => actor.send({ type: 'reorder.start' })} disabled={!enabled} aria-busy={busy}>
        {t('orders.detail.reorder')}
      </Button>
      {failed ? (
        <Alert tone="error" role="alert">
          <p>{t('orders.detail.reorderError')}</p>
        </Alert>
      ) : null}
    </div>
  );
}
