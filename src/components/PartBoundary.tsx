import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of children that failed to render: a part whose code could not be loaded (offline, a deploy in between). */
export class PartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
