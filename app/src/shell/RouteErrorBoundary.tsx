import { Component, type ReactNode } from 'react';
import { isApiError } from '@wasl/api/session';
import { ErrorState } from './ErrorState';

interface State {
  error: unknown;
}

/** A screen's chunk failed to download (offline, a new deploy): React.lazy keeps the failure, so only a reload retries. */
const isChunkError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);

/**
 * One per route: a screen that throws (a failed call, a lost chunk) shows a translated retry state
 * inside the layout instead of a white page. Keyed by the location, so navigating away resets it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const messageKey = isApiError(error) ? error.messageKey : isChunkError(error) ? 'errors:network' : undefined;
    return (
      <ErrorState
        messageKey={messageKey}
        onRetry={() => (isChunkError(error) ? window.location.reload() : this.setState({ error: null }))}
      />
    );
  }
}
