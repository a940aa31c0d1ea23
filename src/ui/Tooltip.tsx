import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './Tooltip.module.scss';
import { useBreakpoint } from './useBreakpoint';

export interface TooltipProps {
  /** the element the tooltip explains; must accept a ref and be focusable */
  readonly children: ReactElement;
  readonly content: ReactNode;
  readonly side?: 'top' | 'right' | 'bottom' | 'left';
  /** controlled open state (DisabledActionButton); uncontrolled without it */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
}

/** Distance between the trigger and the tooltip: more room for a finger on small screens. */
export const tooltipSideOffset = (band: ReturnType<typeof useBreakpoint>) => (band === 'small' ? 16 : 8);

/**
 * A tooltip over Radix Tooltip: opens on hover and on keyboard focus, closes on Escape. Radix does
 * not open tooltips on touch; an explanation that must reach touch users uses DisabledActionButton.
 */
export function Tooltip({ children, content, side = 'top', open, onOpenChange }: TooltipProps) {
  const band = useBreakpoint();
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={tooltipSideOffset(band)} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
