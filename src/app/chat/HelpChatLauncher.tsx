import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { helpChatMachine } from '@machines/shell/helpChat.machine';
import { inspect } from '@/platform/inspection/inspect';
import type { HelpChatApi } from './helpChatApi';
import styles from './HelpChatLauncher.module.scss';

/**
 * The help chat's launcher (S0 §1, §9): the app's own button, fixed at the bottom right at
 * z-index 18, compact below the chat's own mobile breakpoint (576 px, DECISIONS 15). The chat's
 * script and the code that loads it are requested only when the customer opens the chat; the
 * script's panel then shows above the launcher, and closing it gives the focus back here.
 */
export function HelpChatLauncher({ scriptUrl, locale }: { scriptUrl: string; locale: string }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  // the loaded chat, and what its panel calls when the customer closes it
  const chat = useRef<HelpChatApi | null>(null);
  const onPanelClosed = useRef<() => void>(() => undefined);
  const machine = useMemo(() => {
    const showPanel = () => chat.current?.open({ locale, onClose: () => onPanelClosed.current() });
    return helpChatMachine.provide({
      actors: {
        loadChat: fromPromise<undefined>(async () => {
          // a failure is reported by the inspection observer (xstate.error.actor.loadChat)
          const { loadHelpChat } = await import('./helpChatApi');
          chat.current = await loadHelpChat(scriptUrl);
          showPanel();
          return undefined;
        }),
      },
      actions: { showPanel },
    });
  }, [scriptUrl, locale]);
  const actor = useActorRef(machine, { id: 'helpChat', inspect });
  onPanelClosed.current = () => {
    actor.send({ type: 'helpChat.close' });
    button.current?.focus();
  };
  // leaving for a page without the chat (a photo route) closes its panel too
  useEffect(() => () => chat.current?.close(), []);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));

  const onClick = () => {
    if (open) {
      chat.current?.close();
      actor.send({ type: 'helpChat.close' });
    } else if (failed) actor.send({ type: 'helpChat.retry' });
    else actor.send({ type: 'helpChat.open' });
  };

  return (
    <div className={styles.launcher}>
      {failed ? (
        <p role="alert" className={styles.failed}>
          {t('chat.failed')}
        </p>
      ) : null}
      <button ref={button} type="button" className={styles.button} aria-expanded={open} aria-busy={busy} onClick={onClick} disabled={busy}>
        <span aria-hidden="true" className={styles.icon}>
          ?
        </span>
        <span className={styles.label}>{busy ? t('chat.loading') : failed ? t('chat.retry') : t('chat.open')}</span>
      </button>
    </div>
  );
}
