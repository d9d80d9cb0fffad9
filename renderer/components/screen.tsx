import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { RefreshNotice } from './refresh-notice.tsx';

/** Props of Screen (the layout): the standard frame of a routed screen. */
export interface ScreenLayoutProps {
  title: ReactNode;
  /** A line under the title (counts, context). */
  subtitle?: ReactNode;
  /** Buttons at the right of the title, e.g. "Add postcode". */
  actions?: ReactNode;
  /** A row under the title: search box, filters, bulk actions. */
  toolbar?: ReactNode;
  /** A crumb back to the list on detail screens. */
  back?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A screen: h1 title with actions, an optional toolbar, a "could not refresh" notice when a read of what
 * it shows failed over older data (not for reads whose widget marks its own age, nor while offline: see
 * RefreshNotice), then a body that fills the rest (tables grow into it).
 */
export function Screen({ title, subtitle, actions, toolbar, back, children, className }: ScreenLayoutProps) {
  return (
    <section className={cx('screen', className)}>
      <header className="screen__header">
        <div className="screen__titles">
          {back && <div className="screen__back">{back}</div>}
          <h1 className="screen__title">{title}</h1>
          {subtitle && <p className="screen__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="screen__actions">{actions}</div>}
      </header>
      {toolbar && <div className="screen__toolbar">{toolbar}</div>}
      {/* Every screen says when a refresh of its data failed and older data is what it shows. */}
      <RefreshNotice />
      <div className="screen__body">{children}</div>
    </section>
  );
}
