import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store.ts';

describe('session store', () => {
  it('keeps secrets in memory for this session only', async () => {
    const store = createSessionStore();
    expect(store.kind).toBe('session');
    expect(await store.get('a')).toBeNull();
    await store.set('a', 'one');
    await store.set('a', 'two');
    expect(await store.get('a')).toBe('two');
    await store.delete('a');
    await store.delete('a');
    expect(await store.get('a')).toBeNull();
  });

  it('does not share secrets between instances (a restart forgets them)', async () => {
    const first = createSessionStore();
    await first.set('a', 'one');
    expect(await createSessionStore().get('a')).toBeNull();
  });

  it('does not reveal secrets when serialised or logged', async () => {
    const store = createSessionStore();
    await store.set('a', 'hidden-value');
    expect(JSON.stringify(store)).not.toContain('hidden-value');
  });

  it('refuses an empty secret or account name', async () => {
    const store = createSessionStore();
    await expect(store.set('a', '')).rejects.toThrow(TypeError);
    await expect(store.set('', 'x')).rejects.toThrow(TypeError);
  });
});
