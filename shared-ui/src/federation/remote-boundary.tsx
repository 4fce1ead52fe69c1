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
  /** Called once per failure (load, time-out or crash), e.g. to report it to the server. */
  onError?: (error: Error) => void;
}

/** `Error.name` of a section built against a shared-ui range the shell does not satisfy. */
export const REMOTE_NEEDS_UPDATE = 'RemoteNeedsUpdateError';

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
    this.props.onError?.(error);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    const { error } = this.state;
    if (error) {
      return (
        <RemoteUnavailable
          name={this.props.name}
          onRetry={this.retry}
          needsUpdate={error.name === REMOTE_NEEDS_UPDATE}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * Wraps one federated section: a skeleton while its code loads, and "This section is
 * unavailable" with Retry when loading fails, times out or the section crashes, so the rest
 * of the page keeps working.
 */
export function RemoteBoundary({ name, children, onRetry, onError }: RemoteBoundaryProps) {
  return (
    <RemoteErrorBoundary name={name} onRetry={onRetry} onError={onError}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}
