import { describe, expect, it } from 'vitest';
import { isBusyStatus, statusLabel, statusTone } from './status-tone.ts';

describe('status tone', () => {
  it('maps zipcode statuses', () => {
    expect(statusTone('active')).toBe('success');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('in-progress')).toBe('info');
    expect(statusTone('inactive')).toBe('neutral');
    expect(statusTone('failed')).toBe('danger');
  });

  it('maps runner stages and schedule statuses in any case or spelling', () => {
    expect(statusTone('done')).toBe('success');
    expect(statusTone('Failed')).toBe('danger');
    expect(statusTone('Processing')).toBe('info');
    expect(statusTone('in_progress')).toBe('info');
    expect(statusTone('something new')).toBe('neutral');
  });

  it('labels statuses for people', () => {
    expect(statusLabel('in-progress')).toBe('In progress');
    expect(statusLabel('enable')).toBe('Enabled');
    expect(statusLabel('Completed')).toBe('Completed');
    expect(isBusyStatus('scraping')).toBe(true);
    expect(isBusyStatus('done')).toBe(false);
  });
});
