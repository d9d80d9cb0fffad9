import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenProps } from '../lib/router.ts';

/** A screen loaded on first visit, in its own chunk. */
export interface LazyScreen {
  /** The component to render; replaced by `reset` after a failed load. */
  readonly Component: LazyExoticComponent<ComponentType<ScreenProps>>;
  /** Starts loading the chunk early (on hover or focus of its nav item). */
  preload: () => void;
  /** After a failed load, makes the next render try the import again. */
  reset: () => void;
}

/**
 * Wraps a dynamic import of a screen module and picks its named export, e.g.
 * `lazyScreen(() => import('../features/postcodes/postcodes-screen.tsx'), (m) => m.PostcodesScreen)`.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<ScreenProps>): LazyScreen {
  let pending: Promise<{ default: ComponentType<ScreenProps> }> | null = null;
  let failed = false;
  const start = () => {
    pending ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return pending;
  };
  const make = () => lazy(start);
  const screen = {
    Component: make(),
    preload: () => {
      start().catch(() => undefined);
    },
    reset: () => {
      if (!failed) return;
      failed = false;
      pending = null;
      screen.Component = make();
    },
  };
  return screen;
}
