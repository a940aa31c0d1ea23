import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

/**
 * A failed call's message with its Try again (S0 §8: every screen shows its message on a failed
 * call and lets the customer try again). `children` is the message; `retryLabel` the button's text.
 */
export function RetryAlert({
  children,
  retryLabel,
  onRetry,
  className,
}: {
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert tone="error" role="alert" className={className}>
      {children}
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
