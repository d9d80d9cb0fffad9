import { cx } from '../lib/class-names.ts';
import { routeHref } from '../lib/router.ts';
import type { RouteName } from '../lib/router.ts';
import { NAV_ITEMS, SCREENS } from './routes.tsx';
import type { NavItem } from './routes.tsx';

/** Props of Sidebar. */
export interface SidebarProps {
  /** The section of the current route (detail routes map to their list). */
  section: RouteName | null;
}

function NavLink({ item, active }: { item: NavItem; active: boolean }) {
  const Icon = item.icon;
  const Count = item.badge;
  const preload = () => SCREENS[item.route].preload();
  return (
    <li>
      <a
        href={routeHref(item.route)}
        className={cx('nav__link', active && 'nav__link--active')}
        aria-current={active ? 'page' : undefined}
        onMouseEnter={preload}
        onFocus={preload}
      >
        <Icon className="nav__icon" />
        <span className="nav__label">{item.label}</span>
        {Count && <Count />}
        {item.goKey && (
          <span className="nav__keys" aria-hidden="true">
            g {item.goKey}
          </span>
        )}
      </a>
    </li>
  );
}

/** The left navigation: app name, the work screens, then account and connection. */
export function Sidebar({ section }: SidebarProps) {
  return (
    <aside className="shell__sidebar">
      <div className="brand">
        <span className="brand__mark" aria-hidden="true">
          CD
        </span>
        <span className="brand__name">Collection Desk</span>
      </div>
      <nav aria-label="Main" className="nav">
        <ul className="nav__list">
          {NAV_ITEMS.filter((item) => item.group === 'work').map((item) => (
            <NavLink key={item.route} item={item} active={section === item.route} />
          ))}
        </ul>
        <ul className="nav__list nav__list--bottom">
          {NAV_ITEMS.filter((item) => item.group === 'settings').map((item) => (
            <NavLink key={item.route} item={item} active={section === item.route} />
          ))}
        </ul>
      </nav>
    </aside>
  );
}
