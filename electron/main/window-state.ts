import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';

/** A rectangle in screen coordinates (a window's bounds or a display's work area). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is remembered of the main window between runs; no position means "let the OS centre it". */
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

/** The window a first run opens with. */
export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, maximized: false };

/** File name of the saved state inside userData. */
export const WINDOW_STATE_FILE = 'window-state.json';

const MIN_SIZE = 200;
const MAX_SIZE = 20_000;
// How much of the window must lie on a display to count as reachable: enough to grab the title bar.
const MIN_VISIBLE_WIDTH = 100;
const MIN_VISIBLE_HEIGHT = 40;

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 100_000;
}

function isSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= MIN_SIZE && value <= MAX_SIZE;
}

/** Reads a saved state from untrusted JSON; null when it is not one. */
export function parseWindowState(raw: unknown): WindowState | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!isSize(r.width) || !isSize(r.height)) return null;
  const state: WindowState = {
    width: Math.round(r.width),
    height: Math.round(r.height),
    maximized: r.maximized === true,
  };
  if (isCoordinate(r.x) && isCoordinate(r.y)) {
    state.x = Math.round(r.x);
    state.y = Math.round(r.y);
  }
  return state;
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

/** True when enough of `bounds` (its top edge included) lies on one of the displays' work areas. */
export function isVisibleOnSomeDisplay(bounds: Rect, workAreas: readonly Rect[]): boolean {
  const titleBar: Rect = { x: bounds.x, y: bounds.y, width: bounds.width, height: Math.min(bounds.height, MIN_VISIBLE_HEIGHT) };
  return workAreas.some((area) => {
    const seen = overlap(titleBar, area);
    return seen.width >= Math.min(MIN_VISIBLE_WIDTH, bounds.width) && seen.height >= Math.min(MIN_VISIBLE_HEIGHT, bounds.height);
  });
}

/**
 * The state to open with: the saved one when it is still on a visible display; otherwise its size
 * (shrunk to fit the largest display) without a position, so the window opens centred.
 */
export function restoreWindowState(saved: WindowState | null, workAreas: readonly Rect[]): WindowState {
  if (!saved) return { ...DEFAULT_WINDOW_STATE };
  if (saved.x !== undefined && saved.y !== undefined) {
    const bounds = { x: saved.x, y: saved.y, width: saved.width, height: saved.height };
    if (isVisibleOnSomeDisplay(bounds, workAreas)) return { ...saved };
  }
  const largest = workAreas.reduce<Rect | null>((best, area) => (!best || area.width * area.height > best.width * best.height ? area : best), null);
  const width = largest ? Math.min(saved.width, largest.width) : saved.width;
  const height = largest ? Math.min(saved.height, largest.height) : saved.height;
  return { width, height, maximized: saved.maximized };
}

/** The state of a live window: its normal (un-maximized) bounds and whether it is maximized. */
export function captureWindowState(win: { getNormalBounds(): Rect; isMaximized(): boolean }): WindowState {
  const bounds = win.getNormalBounds();
  return { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height, maximized: win.isMaximized() };
}

/** Loads the saved state from `file`; null when absent, unreadable or malformed. */
export async function loadWindowState(file: string): Promise<WindowState | null> {
  try {
    return parseWindowState(JSON.parse(await readFile(file, 'utf8')) as unknown);
  } catch {
    return null;
  }
}

/** Saves `state` to `file` atomically: a temp file beside it, then a rename over it. */
export async function saveWindowState(file: string, state: WindowState): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(state)}\n`, { encoding: 'utf8', mode: 0o600 });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
