import type { create as zustandCreate, StateCreator, StoreApi, UseBoundStore } from 'zustand';

type Create = typeof zustandCreate;

const KEY = Symbol.for('collection-desk.store-resets');
const holder = globalThis as typeof globalThis & { [KEY]?: Set<() => void> };
const resets = (holder[KEY] ??= new Set());

/**
 * Wraps zustand's `create` so every store the renderer makes can go back to its first state: the
 * screens' UI stores live at module level, and each component test starts as a fresh start would.
 */
export function resettableCreate(create: Create): Create {
  const wrap = <T>(creator: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> => {
    const store = create(creator);
    const initial = store.getInitialState();
    resets.add(() => store.setState(initial, true));
    return store;
  };
  return (<T>(creator?: StateCreator<T, [], []>) => (creator ? wrap(creator) : wrap)) as Create;
}

/** Puts every store made so far back to its first state. */
export function resetStores(): void {
  for (const reset of resets) reset();
}
