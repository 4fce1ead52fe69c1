import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { PageSkeleton } from './page-skeleton';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemoteBoundaryProps {
  /** Federation container name of the section (e.g. 'employerApp'). */
  name: string;
  children: ReactNode;
  /**
   * Called when the user presses Retry, after the boundary has cleared its error. A caller
   * that renders a `React.lazy` component must create a fresh one here: lazy() remembers a
   * rejection forever.
   */
  onRetry?: () => void;
}

interface BoundaryState {
  error: Error | null;
}

class RemoteErrorBoundary extends Component<RemoteBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Never fail only to the console, but do leave the cause there for whoever debugs it.
    console.error(`[federation] section "${this.props.name}" failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error) return <RemoteUnavailable name={this.props.name} onRetry={this.retry} />;
    return this.props.children;
  }
}

/**
 * Wraps one federated section: a skeleton while its code loads, and "This section is
 * unavailable" with Retry when loading fails, times out or the section crashes, so the rest
 * of the page keeps working.
 */
export function RemoteBoundary({ name, children, onRetry }: RemoteBoundaryProps) {
  return (
    <RemoteErrorBoundary name={name} onRetry={onRetry}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}
