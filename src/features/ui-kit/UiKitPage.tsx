import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannel } from '@/platform/channel/ChannelContext';
import { useStackedDialog } from '@/platform/dialogs/useStackedDialog';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useToasts } from '@/platform/toasts/useToasts';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ButtonRow } from '@/ui/ButtonRow';
import { Dialog } from '@/ui/Dialog';
import { DisabledActionButton } from '@/ui/DisabledActionButton';
import { PageTitle } from '@/ui/PageTitle';
import { useBreakpoint } from '@/ui/useBreakpoint';
import styles from './UiKitPage.module.scss';

/** A toast that stays long enough to be read, hovered and scanned (one minute). */
export const LONG_TOAST_MS = 60_000;

/**
 * The design-system page (behind UiKitEnabled): the shared interaction layer for real, for
 * designers and the end-to-end tests: stacked dialogs, a dialog that only its buttons close,
 * toasts with the default and a long duration, a disabled action with its explanation.
 */
export function UiKitPage() {
  const { t } = useTranslation();
  const dialogsId = useId();
  const toastsId = useId();
  const tooltipsId = useId();
  const channelId = useId();
  const first = useStackedDialog('ui-kit-first');
  const second = useStackedDialog('ui-kit-second');
  const locked = useStackedDialog('ui-kit-locked', { escape: true, overlay: false });
  const { show } = useToasts();
  const band = useBreakpoint();
  const { brand, merchandise } = useChannel();

  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <p>{t('uiKit.intro')}</p>

      <section aria-labelledby={dialogsId} className={styles.section}>
        <h2 id={dialogsId}>{t('uiKit.dialogs.title')}</h2>
        <div className={styles.row}>
          <Button onClick={first.open}>{t('uiKit.dialogs.openFirst')}</Button>
          <Button variant="secondary" onClick={locked.open}>
            {t('uiKit.dialogs.openLocked')}
          </Button>
        </div>
      </section>

      <section aria-labelledby={toastsId} className={styles.section}>
        <h2 id={toastsId}>{t('uiKit.toasts.title')}</h2>
        <div className={styles.row}>
          <Button onClick={() => show({ messageKey: 'uiKit.toasts.defaultMessage', tone: 'success' })}>
            {t('uiKit.toasts.showDefault')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => show({ id: 'ui-kit-long', messageKey: 'uiKit.toasts.longMessage', durationMs: LONG_TOAST_MS })}
          >
            {t('uiKit.toasts.showLong')}
          </Button>
        </div>
      </section>

      <section aria-labelledby={tooltipsId} className={styles.section}>
        <h2 id={tooltipsId}>{t('uiKit.tooltips.title')}</h2>
        <p>{t('uiKit.tooltips.text')}</p>
        <DisabledActionButton explanation={t('uiKit.tooltips.explanation')}>{t('uiKit.tooltips.disabledAction')}</DisabledActionButton>
      </section>

      <section aria-labelledby={channelId} className={styles.section}>
        <h2 id={channelId}>{t('uiKit.channel.title')}</h2>
        <Card>
          <dl className={styles.facts}>
            <dt>{t('uiKit.channel.code')}</dt>
            <dd data-testid="channel-code">{brand.channel}</dd>
            <dt>{t('uiKit.channel.brandType')}</dt>
            <dd>{brand.brandType}</dd>
            <dt>{t('uiKit.channel.currency')}</dt>
            <dd>{merchandise?.Currency ?? t('uiKit.channel.unavailable')}</dd>
            <dt>{t('uiKit.channel.articles')}</dt>
            <dd>{merchandise ? merchandise.Articles.length : t('uiKit.channel.unavailable')}</dd>
            <dt>{t('uiKit.channel.breakpoint')}</dt>
            <dd data-testid="breakpoint">{band}</dd>
          </dl>
        </Card>
      </section>

      {/* room to scroll: the scroll lock and its restoring are tried on this page */}
      <div className={styles.filler} aria-hidden="true" />

      <Dialog
        {...first.dialogProps}
        title={t('uiKit.dialogs.firstTitle')}
        description={t('uiKit.dialogs.firstText')}
        closeLabel={t('dialog.close')}
      >
        <ButtonRow align="end">
          <Button variant="secondary" onClick={first.close}>
            {t('uiKit.dialogs.close')}
          </Button>
          <Button onClick={second.open}>{t('uiKit.dialogs.openSecond')}</Button>
        </ButtonRow>
      </Dialog>
      <Dialog
        {...second.dialogProps}
        title={t('uiKit.dialogs.secondTitle')}
        description={t('uiKit.dialogs.secondText')}
        closeLabel={t('dialog.close')}
      >
        <ButtonRow align="end">
          <Button onClick={second.close}>{t('uiKit.dialogs.close')}</Button>
        </ButtonRow>
      </Dialog>
      <Dialog {...locked.dialogProps} title={t('uiKit.dialogs.lockedTitle')} description={t('uiKit.dialogs.lockedText')}>
        <ButtonRow align="end">
          <Button onClick={locked.close}>{t('uiKit.dialogs.close')}</Button>
        </ButtonRow>
      </Dialog>
    </>
  );
}
