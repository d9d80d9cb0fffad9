import { ASIN_PATTERN } from '../../../../shared/api/marketplace-items.ts';
import { isDuplicateReason } from '../../../lib/duplicate-reason.ts';

/** Splits pasted text on commas, semicolons, spaces, tabs and new lines; blanks dropped, order kept. */
export function splitPastedCodes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** The comma-separated string the `create/multiple` endpoints take. */
export function toCodeList(codes: readonly string[]): string {
  return codes.join(',');
}

/** What a paste holds: the codes, how many repeat, and (for ASINs) how many do not look like one. */
export interface PasteSummary {
  codes: string[];
  repeated: number;
  /** Codes that fail the ASIN pattern (marketplace only; 0 otherwise). */
  malformed: number;
}

/** Each code once, in first-seen order: what is sent, so a repeat in the list is never refused as if it were already in the collection. */
export function uniqueCodes(codes: readonly string[]): string[] {
  return [...new Set(codes)];
}

/** The refused codes worth sending again after a fix: every refusal except "already exists" (never succeeds). */
export function codesToRetry(errors: readonly { code: string; error: string }[]): string[] {
  return errors.filter((row) => row.code !== '' && !isDuplicateReason(row.error)).map((row) => row.code);
}

/** Summarises pasted codes before sending; the service still decides per row. */
export function summarisePaste(text: string, asins: boolean): PasteSummary {
  const codes = splitPastedCodes(text);
  const repeated = codes.length - new Set(codes).size;
  const malformed = asins ? codes.filter((code) => !ASIN_PATTERN.test(code)).length : 0;
  return { codes, repeated, malformed };
}
