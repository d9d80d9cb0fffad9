import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  captureWindowState,
  DEFAULT_WINDOW_STATE,
  isVisibleOnSomeDisplay,
  loadWindowState,
  parseWindowState,
  restoreWindowState,
  saveWindowState,
} from './window-state.ts';

const laptop = { x: 0, y: 0, width: 1440, height: 875 };
const rightMonitor = { x: 1440, y: 0, width: 2560, height: 1415 };

describe('parseWindowState', () => {
  it('reads a saved state', () => {
    expect(parseWindowState({ x: 10, y: 20, width: 1300, height: 800, maximized: true })).toEqual({
      x: 10,
      y: 20,
      width: 1300,
      height: 800,
      maximized: true,
    });
  });

  it('drops a partial position and rejects nonsense', () => {
    expect(parseWindowState({ x: 10, width: 1300, height: 800 })).toEqual({ width: 1300, height: 800, maximized: false });
    expect(parseWindowState(null)).toBeNull();
    expect(parseWindowState('big')).toBeNull();
    expect(parseWindowState({ width: 'wide', height: 800 })).toBeNull();
    expect(parseWindowState({ width: 5, height: 800 })).toBeNull();
    expect(parseWindowState({ width: Number.NaN, height: 800 })).toBeNull();
    expect(parseWindowState({ width: 1e9, height: 800 })).toBeNull();
  });
});

describe('restoreWindowState', () => {
  it('starts with the default on a first run', () => {
    expect(restoreWindowState(null, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('keeps a position that is still on a display', () => {
    const saved = { x: 1600, y: 100, width: 1400, height: 900, maximized: true };
    expect(restoreWindowState(saved, [laptop, rightMonitor])).toEqual(saved);
  });

  it('drops the position when its display is gone, and fits the size to what remains', () => {
    const saved = { x: 1600, y: 100, width: 2000, height: 1200, maximized: false };
    expect(restoreWindowState(saved, [laptop])).toEqual({ width: 1440, height: 875, maximized: false });
  });

  it('drops a position whose title bar is off screen', () => {
    const saved = { x: 100, y: -600, width: 1000, height: 700, maximized: false };
    expect(restoreWindowState(saved, [laptop])).toEqual({ width: 1000, height: 700, maximized: false });
  });

  it('accepts a window that only partly overlaps a display', () => {
    expect(isVisibleOnSomeDisplay({ x: 1300, y: 50, width: 1000, height: 700 }, [laptop])).toBe(true);
    expect(isVisibleOnSomeDisplay({ x: 1400, y: 50, width: 1000, height: 700 }, [laptop])).toBe(false);
  });
});

describe('captureWindowState', () => {
  it('takes the normal bounds and the maximized flag', () => {
    const win = { getNormalBounds: () => ({ x: 5, y: 6, width: 1200, height: 700 }), isMaximized: () => true };
    expect(captureWindowState(win)).toEqual({ x: 5, y: 6, width: 1200, height: 700, maximized: true });
  });
});

describe('loadWindowState / saveWindowState', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'desk-window-state-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips through an atomically written JSON file', async () => {
    const file = path.join(dir, 'window-state.json');
    const state = { x: 1, y: 2, width: 1300, height: 800, maximized: false };
    await saveWindowState(file, state);
    await saveWindowState(file, { ...state, maximized: true });
    expect(await loadWindowState(file)).toEqual({ ...state, maximized: true });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ ...state, maximized: true });
    expect(await readdir(dir)).toEqual(['window-state.json']);
  });

  it('reads a missing or corrupt file as no state', async () => {
    expect(await loadWindowState(path.join(dir, 'absent.json'))).toBeNull();
    const corrupt = path.join(dir, 'corrupt.json');
    await writeFile(corrupt, '{"width": 13');
    expect(await loadWindowState(corrupt)).toBeNull();
  });

  it('leaves no temp file behind when the write fails', async () => {
    const file = path.join(dir, 'missing-dir', 'window-state.json');
    await expect(saveWindowState(file, DEFAULT_WINDOW_STATE)).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
