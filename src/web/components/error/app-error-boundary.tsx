import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface State {
  error: unknown;
}

/** Last line of defence above the router and providers: a crash there still gets a friendly page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught error', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <ErrorPage
          fullScreen
          error={this.state.error}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
