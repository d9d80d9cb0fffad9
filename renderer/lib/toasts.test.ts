import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_MS, MAX_TOASTS, toast, useToasts } from './toasts.ts';

describe('toasts store', () => {
  beforeEach(() => useToasts.getState().clear());

  it('pushes with default durations: errors stay, others time out', () => {
    toast.success('Saved');
    toast.error('Failed', { message: 'Authentication failed.' });
    const [saved, failed] = useToasts.getState().toasts;
    expect(saved).toMatchObject({ tone: 'success', title: 'Saved', durationMs: DEFAULT_TOAST_MS });
    expect(failed).toMatchObject({ tone: 'error', message: 'Authentication failed.', durationMs: null });
  });

  it('replaces a toast with the same id and dismisses by id', () => {
    toast.info('Uploading 1/3', { id: 'upload' });
    toast.info('Uploading 2/3', { id: 'upload' });
    expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['Uploading 2/3']);
    useToasts.getState().dismiss('upload');
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    for (let i = 0; i < MAX_TOASTS + 2; i += 1) toast.info(`t${i}`);
    const titles = useToasts.getState().toasts.map((t) => t.title);
    expect(titles).toHaveLength(MAX_TOASTS);
    expect(titles[0]).toBe('t2');
  });
});
