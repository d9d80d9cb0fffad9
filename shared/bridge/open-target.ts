import { z } from 'zod';

const id = z.int().positive();

/** The screens a menu item can open. */
export const MENU_SCREENS = ['new-collection', 'import', 'search', 'settings'] as const;

/**
 * Where a native notification or a menu item leads: a run, a category scrape, a postcode, what watch rules
 * found in a run (the Changes inbox filtered to it), or a screen.
 * Main sends it as the `app.open` event; the renderer navigates there.
 */
export const openTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('run'), collectionId: id, runnerId: id }),
  z.object({ kind: z.literal('scrape'), collectionId: id }),
  z.object({ kind: z.literal('postcode'), zipcodeId: id }),
  z.object({ kind: z.literal('collection'), collectionId: id }),
  z.object({ kind: z.literal('changes'), collectionId: id, runId: id }),
  z.object({ kind: z.literal('screen'), screen: z.enum(MENU_SCREENS) }),
]);
/** Where a notification or menu item leads. */
export type OpenTarget = z.infer<typeof openTargetSchema>;
