import { EmptyState } from '../components/empty-state.tsx';
import { Screen } from '../components/screen.tsx';
import { routeHref } from '../lib/router.ts';
import type { ScreenProps } from '../lib/router.ts';

/** Shown for a hash that matches no route. */
export function NotFoundScreen({ route }: ScreenProps) {
  return (
    <Screen title="Page not found">
      <EmptyState
        title={`Nothing lives at ${route.path}`}
        description="The link may be out of date."
        action={
          <a className="btn btn--primary" href={routeHref('postcodes')}>
            Go to Postcodes
          </a>
        }
      />
    </Screen>
  );
}
