import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Area } from '@ceylon/shared';
import { AreaFailure } from './area-failure';
import { reportAreaFailure } from './report-load-failure';

interface Props {
  area: Area;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a failing area inside its own box: the top bar, footer and other areas keep working. */
export class AreaBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportAreaFailure(this.props.area, error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return <AreaFailure area={this.props.area} error={this.state.error} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
