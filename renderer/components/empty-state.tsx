import type { ReactNode } from 'react';

/** Props of EmptyState. */
export interface EmptyStateProps {
  title: ReactNode;
  /** One or two lines on why it is empty or what goes here. */
  description?: ReactNode;
  /** The next step, usually a primary Button. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** What a list or screen shows when it has nothing yet. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="empty-state__title">{title}</p>
      {description && <p className="empty-state__description">{description}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
