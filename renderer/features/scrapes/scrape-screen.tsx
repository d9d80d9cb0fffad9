import { EmptyState } from '../../components/empty-state.tsx';
import { Screen } from '../../components/screen.tsx';
import type { ScreenProps } from '../../lib/router.ts';
import { routeHref } from '../../lib/router.ts';
import { ScrapeResults } from './components/scrape-results.tsx';
import './scrapes.css';

/** One category scrape (`#/scrapes/:id`): live stage, found products, price histogram, downloads, add to a collection. */
export function ScrapeScreen({ route }: ScreenProps) {
  const id = Number(route.params.id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Screen title="Scrape not found" back={<a href={routeHref('scrapes')}>← Category scrapes</a>}>
        <EmptyState title="There is no such scrape" description="The address does not name a scrape. Go back to the list and open one from there." />
      </Screen>
    );
  }
  return <ScrapeResults key={id} collectionId={id} />;
}
