import { Component } from 'react';
import type { ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface State {
  error: unknown;
  failed: boolean;
}

/** The routes' error boundary: a failing screen shows the generic page (reset by a new location). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
