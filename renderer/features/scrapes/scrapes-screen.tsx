import { Screen } from '../../components/screen.tsx';
import type { ScreenProps } from '../../lib/router.ts';
import { NewScrapeForm } from './components/new-scrape-form.tsx';
import { ScrapesList } from './components/scrapes-list.tsx';
import './scrapes.css';

/** Category scrapes: the new-scrape form beside the list of scrapes with their live stage. */
export function ScrapesScreen(_props: ScreenProps) {
  return (
    <Screen title="Category scrapes" subtitle="Scrape every product listed under a marketplace category page; each scrape is its own collection.">
      <div className="sc-layout">
        <section className="panel panel--subtle sc-panel sc-panel--form">
          <NewScrapeForm />
        </section>
        <ScrapesList />
      </div>
    </Screen>
  );
}
