// The two IPC channels between main and the preload; both sides import these names from here.

/** The one invoke channel: `(method, input)` → Result. */
export const INVOKE_CHANNEL = 'desk:invoke';
/** The one event channel: `(name, payload)` from main to the renderer. */
export const EVENT_CHANNEL = 'desk:event';
