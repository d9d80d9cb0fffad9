import { Suspense, useEffect, useRef, useState } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { Spinner } from '../components/spinner.tsx';
import { RecentNotices } from '../components/recent-notices.tsx';
import { Toaster } from '../components/toaster.tsx';
import { sectionOf } from '../lib/router.ts';
import { useRoute } from '../lib/use-route.ts';
import { useDeskManners } from './desk-manners.tsx';
import { Header } from './header.tsx';
import { HEADER_SLOTS } from './header-slots.tsx';
import { ShortcutsDialog, useGlobalShortcuts } from './keyboard-shortcuts.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { ROUTE_TITLES } from './route-titles.ts';
import { SCREENS } from './routes.tsx';
import { useServerEvents } from './use-server-events.ts';
import { useSyncFocus } from './use-sync-focus.ts';
import { Sidebar } from './sidebar.tsx';

const { connection: ConnectionSlot, tour: TourSlot } = HEADER_SLOTS;

function ScreenLoading() {
  return (
    <div className="screen-loading">
      <Spinner label="Loading screen" />
    </div>
  );
}

/** The app frame: sidebar, header, connection banner, the routed screen, toasts and the shortcuts dialog. */
export function Shell() {
  const route = useRoute();
  useDeskManners();
  const [helpOpen, setHelpOpen] = useGlobalShortcuts();
  useServerEvents();
  useSyncFocus(route);
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  const [, setReloads] = useState(0);
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(route.path);

  useEffect(() => {
    document.title = `${route.name ? ROUTE_TITLES[route.name] : 'Not found'} — Collection Desk`;
    // Move focus to the new screen after navigation (not on first load), so screen readers follow.
    if (firstPath.current !== route.path) {
      firstPath.current = route.path;
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [route.name, route.path]);

  const screen = route.name ? SCREENS[route.name] : null;
  const Screen = screen?.Component;

  return (
    <div className="shell">
      <button type="button" className="skip-link" onClick={() => mainRef.current?.focus()}>
        Skip to content
      </button>
      <Sidebar section={sectionOf(route.name)} />
      <div className="shell__main">
        <Header onShowShortcuts={() => setHelpOpen(true)} />
        {ConnectionSlot && <ConnectionSlot />}
        <main ref={mainRef} id="main" className="shell__content" tabIndex={-1} aria-label={route.name ? ROUTE_TITLES[route.name] : 'Not found'}>
          <ErrorBoundary
            resetKeys={[route.path]}
            onReset={() => {
              resetQueries();
              screen?.reset();
              setReloads((n) => n + 1);
            }}
          >
            <Suspense fallback={<ScreenLoading />}>{Screen ? <Screen route={route} /> : <NotFoundScreen route={route} />}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
      {TourSlot && <TourSlot />}
      <Toaster />
      <RecentNotices />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
