import { Button } from '../../../components/button.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import type { PlaygroundOutcome } from '../lib/playground-form.ts';
import { CREDITS_PANEL_ID } from './credits-panel.tsx';
import { RecordViewer } from './record-viewer.tsx';

/** Props of PlaygroundResult. */
export interface PlaygroundResultProps {
  outcome: PlaygroundOutcome;
  /** What was asked, e.g. "ASIN B000TEST01 on marketplace.com.au, 2000". */
  request: string;
}

/** The playground's answer: the record, a clear "Insufficient Credits" callout, or the service's message. */
export function PlaygroundResult({ outcome, request }: PlaygroundResultProps) {
  if (outcome.kind === 'insufficient-credits') {
    return (
      <div className="ac-callout ac-callout--credits" role="alert">
        <AlertIcon className="ac-callout__icon" />
        <div className="stack">
          <p className="ac-callout__title">Insufficient Credits</p>
          <p>The service did not scrape {request}: the account has no credit left. A playground request costs one credit; nothing was charged for this one.</p>
          <p className="muted">Add credits to the account, or wait for running collections to release the credits they hold.</p>
          <div>
            <Button size="sm" onClick={() => document.getElementById(CREDITS_PANEL_ID)?.scrollIntoView({ block: 'start', behavior: 'smooth' })}>
              See the credit balance
            </Button>
          </div>
        </div>
      </div>
    );
  }
  if (outcome.kind === 'error') {
    return (
      <div className="ac-callout" role="alert">
        <AlertIcon className="ac-callout__icon" />
        <div className="stack">
          <p className="ac-callout__title">The service could not scrape {request}</p>
          <p>{outcome.message}</p>
          <p className="muted">Check the code and postcode, then try again.</p>
        </div>
      </div>
    );
  }
  return (
    <section className="ac-result" aria-label="Scraped record">
      <p className="ac-result__meta">
        <strong>Scraped record</strong> <span className="muted">· {request} · one credit used</span>
      </p>
      <RecordViewer record={outcome.record} />
    </section>
  );
}
