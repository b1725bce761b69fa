import { Component, type ReactNode } from 'react';
import type { Logger } from '../log/logger';

interface Props {
  log: Logger;
  children: ReactNode;
}

/** Last line of defence: an unexpected render error is logged and the element renders nothing. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.log.error('failed to render:', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
