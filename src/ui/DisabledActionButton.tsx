import { useRef, useState, type ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './buttonClass';
import styles from './DisabledActionButton.module.scss';
import { Tooltip } from './Tooltip';

export interface DisabledActionButtonProps {
  readonly children: ReactNode;
  /** why the action is not available now */
  readonly explanation: ReactNode;
  readonly variant?: ButtonVariant;
  readonly className?: string;
}

/**
 * A button for an action that is not available, with the reason in a tooltip. The button stays
 * focusable (aria-disabled instead of disabled), so the reason is reached by keyboard (focus opens
 * it) and announced (the tooltip describes the button); a tap or a click toggles it, because Radix
 * tooltips never open on touch. Activating it does nothing else.
 */
export function DisabledActionButton({ children, explanation, variant = 'primary', className }: DisabledActionButtonProps) {
  const [open, setOpen] = useState(false);
  // the open state when the pointer went down, before Radix closes the tooltip on pointer-down
  const openAtPointerDown = useRef<boolean | null>(null);
  return (
    <Tooltip content={explanation} open={open} onOpenChange={setOpen}>
      <button
        type="button"
        aria-disabled="true"
        className={buttonClass(variant, [styles.disabled, className].filter(Boolean).join(' '))}
        onPointerDown={() => {
          openAtPointerDown.current = open;
        }}
        onClick={(event) => {
          event.preventDefault();
          const wasOpen = openAtPointerDown.current;
          openAtPointerDown.current = null;
          // a pointer toggles; Enter or Space (no pointer-down before) shows the reason
          setOpen(wasOpen === null ? true : !wasOpen);
        }}
      >
        {children}
      </button>
    </Tooltip>
  );
}
