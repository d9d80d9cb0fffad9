import { useId } from 'react';
import type { ReactNode } from 'react';

/** Props of Panel. */
export interface PanelProps {
  title: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** An id to scroll to. */
  id?: string;
}

/** One titled section of the Account screen. */
export function Panel({ title, actions, children, className, id: anchor }: PanelProps) {
  const id = useId();
  return (
    <section id={anchor} className={className ? `panel ac-panel ${className}` : 'panel ac-panel'} aria-labelledby={id}>
      <header className="ac-panel__header">
        <h2 id={id} className="ac-panel__title">
          {title}
        </h2>
        {actions && <div className="ac-panel__actions">{actions}</div>}
      </header>
      <div className="ac-panel__body">{children}</div>
    </section>
  );
}
