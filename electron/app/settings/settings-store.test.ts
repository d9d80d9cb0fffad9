import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettingsStore, SETTINGS_FILE } from './settings-store.ts';

const freshFile = (): string => join(mkdtempSync(join(tmpdir(), 'cd-settings-')), SETTINGS_FILE);

describe('settings store', () => {
  it('starts from the defaults: system theme, every notification on, the system Downloads folder, update checks on', async () => {
    const store = await loadSettingsStore({ file: freshFile() });
    expect(store.current()).toEqual({
      theme: 'system',
      notifications: { runFinished: true, scrapeFinished: true, postcodeActive: true, importDone: true, watchMatched: true },
      downloadsFolder: null,
      autoCheckUpdates: true,
    });
  });

  it('saves a change so the next start reads it back, merging notification kinds one by one', async () => {
    const file = freshFile();
    const store = await loadSettingsStore({ file });
    await store.update({ theme: 'dark' });
    await store.update({ notifications: { importDone: false } });
    const again = await loadSettingsStore({ file });
    expect(again.current()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', notifications: { ...DEFAULT_SETTINGS.notifications, importDone: false } });
    expect(readdirSync(join(file, '..'))).toEqual([SETTINGS_FILE]); // no temp file left behind
  });

  it('keeps every one of several quick changes, in order', async () => {
    const file = freshFile();
    const store = await loadSettingsStore({ file });
    await Promise.all([
      store.update({ theme: 'light' }),
      store.update({ notifications: { runFinished: false } }),
      store.update({ downloadsFolder: '/home/me/Results' }),
      store.update({ theme: 'dark' }),
    ]);
    const saved: unknown = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toEqual({
      theme: 'dark',
      notifications: { ...DEFAULT_SETTINGS.notifications, runFinished: false },
      downloadsFolder: '/home/me/Results',
      autoCheckUpdates: true,
    });
    expect(store.current()).toEqual(saved);
  });

  it('tells listeners after each saved change, and stops when unsubscribed', async () => {
    const store = await loadSettingsStore({ file: freshFile() });
    const seen: string[] = [];
    const off = store.onChange((s) => seen.push(s.theme));
    await store.update({ theme: 'dark' });
    off();
    await store.update({ theme: 'light' });
    expect(seen).toEqual(['dark']);
  });

  it('falls back to the defaults on a corrupt file and keeps that file aside', async () => {
    for (const content of ['{ not json', JSON.stringify({ theme: 'purple' })]) {
      const file = freshFile();
      writeFileSync(file, content);
      const moved: string[] = [];
      const store = await loadSettingsStore({ file, onCorrupt: ({ movedTo }) => moved.push(movedTo) });
      expect(store.current()).toEqual(DEFAULT_SETTINGS);
      expect(moved).toHaveLength(1);
      expect(readFileSync(moved[0] ?? '', 'utf8')).toBe(content);
    }
  });

  it('reads an older file without the newer fields, filling in their defaults', async () => {
    const file = freshFile();
    writeFileSync(file, JSON.stringify({ theme: 'light' }));
    const store = await loadSettingsStore({ file });
    expect(store.current()).toEqual({ ...DEFAULT_SETTINGS, theme: 'light' });
  });

  it('hands out copies: changing what current() returned changes nothing', async () => {
    const store = await loadSettingsStore({ file: freshFile() });
    store.current().notifications.runFinished = false;
    expect(store.current().notifications.runFinished).toBe(true);
  });
});
