import { Component, type ReactNode } from 'react';

/** An error boundary for component tests: the caught error's message as an alert, in place of its children. */
export class AlertBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p role="alert">{this.state.message}</p>;
  }
}
