/** Colour families of badges; each has a light and dark palette meeting WCAG AA. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/**
 * Service statuses we know, normalised (lower case, `_`/space → `-`): zipcode statuses, runner and
 * category-scrape stages, collection `status` and `schedule_status`.
 */
const TONES: Record<string, Tone> = {
  // zipcode
  active: 'success',
  pending: 'warning',
  'in-progress': 'info',
  inactive: 'neutral',
  failed: 'danger',
  // runner / category scrape stages
  queued: 'neutral',
  processing: 'info',
  scraping: 'info',
  done: 'success',
  // collection schedule_status and status
  completed: 'success',
  draft: 'neutral',
  enable: 'success',
  enabled: 'success',
  disable: 'neutral',
  disabled: 'neutral',
  cancelled: 'danger',
};

const LABELS: Record<string, string> = {
  enable: 'Enabled',
  disable: 'Disabled',
};

/** Lower-cases a status and joins words with `-` so "In Progress", "in_progress" and "in-progress" agree. */
export function normalizeStatus(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The badge tone of a service status; unknown statuses are neutral. */
export function statusTone(status: string): Tone {
  return TONES[normalizeStatus(status)] ?? 'neutral';
}

/** A status as people read it: "in-progress" → "In progress", "enable" → "Enabled". */
export function statusLabel(status: string): string {
  const key = normalizeStatus(status);
  const known = LABELS[key];
  if (known) return known;
  const words = key.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a status means work is still under way (shown with a live dot). */
export function isBusyStatus(status: string): boolean {
  return ['in-progress', 'processing', 'scraping', 'queued', 'pending'].includes(normalizeStatus(status));
}
