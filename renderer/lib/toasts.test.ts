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

  it('never drops an error to make room: the oldest success or info goes instead', () => {
    toast.error('e1');
    toast.success('s1');
    toast.error('e2');
    toast.info('i1');
    expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['e1', 'e2', 'i1']);
    toast.error('e3');
    toast.error('e4');
    expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['e1', 'e2', 'e3', 'e4']);
  });

  it('keeps the last 50 notices, newest first, with their actions, after their toasts close', () => {
    const onClick = () => undefined;
    toast.success('Run started', { action: { label: 'Open run', onClick } });
    useToasts.getState().dismiss(useToasts.getState().toasts[0]?.id ?? '');
    for (let i = 0; i < 60; i += 1) toast.info(`n${i}`);
    const { recent, toasts } = useToasts.getState();
    expect(toasts).toHaveLength(MAX_TOASTS);
    expect(recent).toHaveLength(50);
    expect(recent[0]?.title).toBe('n59');
    expect(recent.at(-1)?.title).toBe('n10');
    useToasts.getState().clear();
    toast.success('Run started', { action: { label: 'Open run', onClick } });
    useToasts.getState().dismiss(useToasts.getState().toasts[0]?.id ?? '');
    expect(useToasts.getState().recent[0]).toMatchObject({ title: 'Run started', action: { label: 'Open run', onClick } });
  });
});
