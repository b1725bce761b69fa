import { Component, type ReactNode } from 'react';

interface Props {
  tag: string;
  children: ReactNode;
}

/** Last line of defence: an unexpected render error is logged and the element renders nothing. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[storefront-elements] <${this.props.tag}> failed to render:`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
