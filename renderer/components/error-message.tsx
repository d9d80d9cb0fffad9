import type { ReactNode } from 'react';
import type { BridgeError } from '../../shared/bridge/result.ts';
import { cx } from '../lib/class-names.ts';
import { nextStepFor, titleFor } from '../lib/error-advice.ts';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';

/** Props of ErrorMessage: either a bridge `error` or an explicit `message`, plus what to do next. */
export interface ErrorMessageProps {
  /** A failed Result's error; fills title, message and next step unless given. */
  error?: Pick<BridgeError, 'kind' | 'message' | 'code'> | null;
  title?: ReactNode;
  /** The service's own words (shown as is). */
  message?: ReactNode;
  /** The "what to do next" line. */
  next?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  /** Further buttons, e.g. "Open Connect". */
  actions?: ReactNode;
  /** `inline` for inside forms and table bodies, `panel` for a whole screen area. */
  variant?: 'inline' | 'panel';
  className?: string;
}

/** A failure shown in place: the service's message and the next step, with an optional retry. */
export function ErrorMessage({
  error,
  title,
  message,
  next,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  actions,
  variant = 'panel',
  className,
}: ErrorMessageProps) {
  const heading = title ?? (error ? titleFor(error) : 'Something went wrong');
  const text = message ?? error?.message;
  const nextLine = next ?? (error ? nextStepFor(error) : undefined);
  return (
    <div className={cx('error-message', `error-message--${variant}`, className)} role="alert">
      <AlertIcon className="error-message__icon" />
      <div className="error-message__body">
        <p className="error-message__title">{heading}</p>
        {text && <p className="error-message__text">{text}</p>}
        {nextLine && <p className="error-message__next">{nextLine}</p>}
        {(onRetry || actions) && (
          <div className="error-message__actions">
            {onRetry && (
              <Button size="sm" onClick={onRetry} loading={retrying}>
                {retryLabel}
              </Button>
            )}
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
