import { EmptyState } from '../components/empty-state.tsx';
import { Screen } from '../components/screen.tsx';
import { SearchBox } from '../components/search-box.tsx';
import type { ScreenProps } from '../lib/router.ts';
import { ROUTE_TITLES } from './route-titles.ts';

/** Stands in for a feature screen until its feature registers the real one in routes.tsx. */
export function PlaceholderScreen({ route }: ScreenProps) {
  const title = route.name ? ROUTE_TITLES[route.name] : 'Not found';
  const id = route.params.id;
  return (
    <Screen title={id ? `${title} ${id}` : title} toolbar={<SearchBox label={`Search ${title.toLowerCase()}`} onSearch={() => undefined} />}>
      <EmptyState title={`${title} is on its way`} description="This screen has not been built yet." />
    </Screen>
  );
}
