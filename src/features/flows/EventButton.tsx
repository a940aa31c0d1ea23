import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventObject } from 'xstate';
import { Button } from '@/ui/Button';
import { eventJson, reviveEvent } from './model/payload';
import styles from './FlowAtlas.module.scss';

/** A short view of an event's payload (without its type) for the button. */
function payloadSummary(event: EventObject): string {
  const { type: _type, ...rest } = event;
  if (Object.keys(rest).length === 0) return '';
  const text = eventJson({ type: '', ...rest })
    .replace(/\s+/g, ' ')
    .replace(/^\{ "type": "", /, '{ ');
  return text.length > 48 ? `${text.slice(0, 47)}…` : text;
}

/** One enabled event: a button that sends it, and a payload editor prefilled from the fixture. */
export function EventButton({ event, label, onSend }: { event: EventObject; label: string; onSend: (event: EventObject) => void }) {
  const { t } = useTranslation();
  const editorId = useId();
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(() => eventJson(event));
  const [invalid, setInvalid] = useState(false);
  const summary = payloadSummary(event);

  const send = () => {
    if (!editing) return onSend(event);
    const result = reviveEvent(event, text);
    setInvalid(!result.ok);
    if (result.ok) onSend(result.event);
  };

  return (
    <li className={styles.event}>
      <div className={styles.eventRow}>
        <Button variant="secondary" className={styles.eventButton} onClick={send} title={event.type} data-event={event.type}>
          <span className={styles.eventName}>{label}</span>
          {summary ? ' ' : null}
          {summary ? <span className={styles.eventPayload}>{summary}</span> : null}
        </Button>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={editing}
          aria-controls={editorId}
          onClick={() => setEditing((open) => !open)}
        >
          {t('flows.simulate.editPayload')}
        </button>
      </div>
      <div id={editorId} hidden={!editing}>
        {editing ? (
          <>
            <label className={styles.payloadLabel}>
              {t('flows.simulate.payloadLabel', { event: label })}
              <textarea
                className={styles.payload}
                value={text}
                rows={Math.min(12, text.split('\n').length + 1)}
                spellCheck={false}
                aria-invalid={invalid}
                aria-describedby={invalid ? errorId : undefined}
                onChange={(change) => setText(change.target.value)}
              />
            </label>
            {invalid ? (
              <p id={errorId} className={styles.error}>
                {t('flows.simulate.invalidPayload')}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}
