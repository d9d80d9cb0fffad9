import type { BridgeError } from '../../../../shared/bridge/result.ts';
import { INVALID_POSTCODE } from '../../../../shared/api/common.ts';
import { nextStepFor, titleFor } from '../../../lib/error-advice.ts';
import { fieldOfKey } from './scrape-form.ts';
import type { ScrapeField } from './scrape-form.ts';

/** Where a failure should send the analyst. */
export type ScrapeErrorAction = 'postcodes' | 'account' | null;

/** A failed submission as the form shows it: which field it concerns, the service's words and the next step. */
export interface ScrapeErrorView {
  field: ScrapeField | null;
  title: string;
  /** The service's own message, unchanged. */
  message: string;
  next: string;
  action: ScrapeErrorAction;
}

const NO_COOKIE = /^No cookie file found for (\S+) and postcode (.+?)\./;

/**
 * Maps a failed `categoryScrape.add` to the form: the no-cookie-file 400 points at the postcode and the
 * Postcodes screen, 402 at the credits, `field: …` messages at their field; anything else keeps the
 * general advice. The message is always the service's own.
 */
export function describeScrapeError(error: Pick<BridgeError, 'kind' | 'message' | 'code'>): ScrapeErrorView {
  const base: ScrapeErrorView = { field: null, title: titleFor(error), message: error.message, next: nextStepFor(error), action: null };
  if (error.kind === 'service' && error.code === 402) {
    return {
      ...base,
      title: 'Not enough credits',
      next: 'A category scrape needs at least one remaining credit and is charged one per product found. Add credits on the Account screen.',
      action: 'account',
    };
  }
  if (error.kind !== 'service' && error.kind !== 'invalid-input') return base;
  const cookie = NO_COOKIE.exec(error.message);
  if (cookie) {
    return {
      ...base,
      field: 'postcode',
      title: 'This postcode has no cookie file',
      next: `Add postcode ${cookie[2] ?? ''} for ${cookie[1] ?? 'this domain'} on the Postcodes screen and wait until it is Active, then submit again.`,
      action: 'postcodes',
    };
  }
  if (error.message.trim() === INVALID_POSTCODE) return { ...base, field: 'postcode' };
  const keyed = /^([a-z_]+)(?:\.[\w.[\]]*)?:\s/.exec(error.message);
  const field = keyed?.[1] ? fieldOfKey(keyed[1]) : undefined;
  return field ? { ...base, field } : base;
}

/** What a cancel did, in words: `revoked` false means the scrape had already ended. */
export function cancelOutcome(revoked: boolean, name: string): { tone: 'success' | 'info'; title: string; message: string } {
  return revoked
    ? { tone: 'success', title: `Cancelled ${name}`, message: 'The scrape was stopped; it shows as Failed, “Cancelled by user”.' }
    : { tone: 'info', title: 'Already finished', message: `${name} had already ended, so there was nothing to cancel.` };
}
