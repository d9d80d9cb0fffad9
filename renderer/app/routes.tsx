import type { ComponentType } from 'react';
import type { IconProps } from '../components/icons.tsx';
import type { RouteName } from '../lib/router.ts';
import { lazyScreen } from './lazy-screen.ts';
import type { LazyScreen } from './lazy-screen.ts';
import {
  AccountIcon,
  CatalogueIcon,
  ChangesIcon,
  CollectionsIcon,
  ConnectIcon,
  ImportIcon,
  PostcodesIcon,
  ScrapesIcon,
  SettingsIcon,
} from '../components/icons.tsx';
import { UnreadChangesBadge } from './unread-changes-badge.tsx';

/**
 * The screen of every route, each loaded on first visit. A feature registers its screen by replacing its
 * line, e.g.
 *   postcodes: lazyScreen(() => import('../features/postcodes/postcodes-screen.tsx'), (m) => m.PostcodesScreen),
 * The screen receives `{ route }` (ScreenProps from lib/router.ts) and lives in its own chunk.
 */
export const SCREENS: Record<RouteName, LazyScreen> = {
  postcodes: lazyScreen(
    () => import('../features/postcodes/postcodes-screen.tsx'),
    (m) => m.PostcodesScreen,
  ),
  collections: lazyScreen(
    () => import('../features/collections/collections-screen.tsx'),
    (m) => m.CollectionsScreen,
  ),
  collection: lazyScreen(
    () => import('../features/collection/collection-screen.tsx'),
    (m) => m.CollectionScreen,
  ),
  changes: lazyScreen(
    () => import('../features/changes/changes-screen.tsx'),
    (m) => m.ChangesScreen,
  ),
  import: lazyScreen(
    () => import('../features/import/import-screen.tsx'),
    (m) => m.ImportScreen,
  ),
  scrapes: lazyScreen(
    () => import('../features/scrapes/scrapes-screen.tsx'),
    (m) => m.ScrapesScreen,
  ),
  scrape: lazyScreen(
    () => import('../features/scrapes/scrape-screen.tsx'),
    (m) => m.ScrapeScreen,
  ),
  catalogue: lazyScreen(
    () => import('../features/catalogue/catalogue-screen.tsx'),
    (m) => m.CatalogueScreen,
  ),
  account: lazyScreen(
    () => import('../features/account/account-screen.tsx'),
    (m) => m.AccountScreen,
  ),
  connect: lazyScreen(
    () => import('../features/connection/connect-screen.tsx'),
    (m) => m.ConnectScreen,
  ),
  settings: lazyScreen(
    () => import('../features/settings/settings-screen.tsx'),
    (m) => m.SettingsScreen,
  ),
};

/** One sidebar entry: its route, label, icon and "g x" shortcut key. */
export interface NavItem {
  route: RouteName;
  label: string;
  icon: ComponentType<IconProps>;
  /** The second key of its "g <key>" shortcut. */
  goKey?: string;
  /** Groups: the main work, then settings-like screens at the bottom. */
  group: 'work' | 'settings';
  /** A count beside the label (e.g. unread changes), drawn by its own component. */
  badge?: ComponentType;
}

/** The sidebar, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { route: 'postcodes', label: 'Postcodes', icon: PostcodesIcon, goKey: 'p', group: 'work' },
  { route: 'collections', label: 'Collections', icon: CollectionsIcon, goKey: 'c', group: 'work' },
  { route: 'changes', label: 'Changes', icon: ChangesIcon, goKey: 'h', group: 'work', badge: UnreadChangesBadge },
  { route: 'import', label: 'Import', icon: ImportIcon, goKey: 'i', group: 'work' },
  { route: 'scrapes', label: 'Category scrapes', icon: ScrapesIcon, goKey: 's', group: 'work' },
  { route: 'catalogue', label: 'Catalogue', icon: CatalogueIcon, goKey: 'k', group: 'work' },
  { route: 'account', label: 'Account', icon: AccountIcon, goKey: 'a', group: 'settings' },
  { route: 'connect', label: 'Connect to a service', icon: ConnectIcon, group: 'settings' },
  { route: 'settings', label: 'Settings', icon: SettingsIcon, goKey: ',', group: 'settings' },
];
