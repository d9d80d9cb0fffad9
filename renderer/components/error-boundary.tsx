import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { desk } from '../lib/desk.ts';
import { reportError } from '../lib/report-error.ts';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** When any of these change (e.g. the route), a shown error is cleared. */
  resetKeys?: readonly unknown[];
  /** Runs before the children render again (e.g. reset failed queries, reload a lazy chunk). */
  onReset?: () => void;
  /** What failed, e.g. "This screen". */
  label?: string;
}

interface State {
  error: Error | null;
  keys: readonly unknown[] | undefined;
}

function sameKeys(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((value, i) => Object.is(value, b[i]));
}

/** Catches render errors below it and offers "Reload screen" instead of a blank window. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (state.error && !sameKeys(props.resetKeys, state.keys)) return { error: null, keys: props.resetKeys };
    if (!sameKeys(props.resetKeys, state.keys)) return { keys: props.resetKeys };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
    // The trail on the user's machine: the report reaches main's log file.
    reportError(desk, this.props.label ?? 'A screen', error, info.componentStack);
  }

  private readonly reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const label = this.props.label ?? 'This screen';
    return (
      <div className="panel panel--subtle panel--large error-boundary" role="alert">
        <AlertIcon size={20} />
        <div className="error-boundary__body">
          <h2>{label} stopped working</h2>
          <p className="error-boundary__message">{readableMessage(error)}</p>
          <p className="muted">Your data is safe. Reload the screen to try again; if it keeps happening, restart the app.</p>
          <div className="error-boundary__actions">
            <Button variant="primary" onClick={this.reset}>
              Reload screen
            </Button>
          </div>
        </div>
      </div>
    );
  }
}

function readableMessage(error: Error): string {
  if (/dynamically imported module|Failed to fetch|Importing a module script failed/i.test(error.message)) {
    return 'Part of the app could not be loaded.';
  }
  return error.message || 'An unexpected error occurred.';
}
