import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { reportError } from '@/platform/errors/reporter';
import { GenericErrorPage } from './router/GenericErrorPage';

interface State {
  failed: boolean;
}

/** The top-level React error boundary (outside the router): reports, then the generic page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError('react', error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? <GenericErrorPage /> : this.props.children;
  }
}
