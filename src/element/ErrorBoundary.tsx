import { Component, type ReactNode } from 'react';
import type { Logger } from '../log/logger';

interface Props {
  log: Logger;
  /** The element's props: when one of them changes after a failure, rendering is tried again. */
  resetKeys: readonly unknown[];
  children: ReactNode;
}

const changed = (before: readonly unknown[], after: readonly unknown[]) =>
  before.length !== after.length || before.some((value, index) => !Object.is(value, after[index]));

/**
 * Last line of defence: an unexpected render error is logged and the element renders nothing,
 * until a prop changes (a corrected `content`, a new site), which tries again.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.log.error('failed to render:', error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
