import { z } from 'zod';
import { method } from '../define.ts';

/**
 * Where the updater is: `unsupported` in browser mode and unpackaged runs, `ready` once a download awaits a
 * restart, `available` when a new version is offered for the user to download (Linux packages: never installed by the desk).
 */
export const UPDATE_STATES = ['unsupported', 'idle', 'checking', 'up-to-date', 'available', 'downloading', 'ready', 'error'] as const;

/** What Settings and the menu show about updates. */
export const updateStatusSchema = z.object({
  state: z.enum(UPDATE_STATES),
  /** Whether the desk checks by itself (the `autoCheckUpdates` setting). */
  autoCheck: z.boolean(),
  /** The version found (available / downloading / ready). */
  version: z.string().optional(),
  /** Where to download the version offered (available): an https address on the update feed's own host. */
  link: z.string().optional(),
  /** Download progress, 0–100, while downloading. */
  percent: z.number().min(0).max(100).optional(),
  /** Why the last check failed, or why updates are not available here. */
  message: z.string().optional(),
  /** When the last check finished (ISO time). */
  checkedAt: z.string().optional(),
});

/** An update status. */
export type UpdateStatus = z.infer<typeof updateStatusSchema>;

/** Updates of the desktop app (area `updates`). */
export const updateMethods = {
  'updates.status': method('Where the updater is and whether automatic checks are on.', z.object({}).strict(), updateStatusSchema),
  'updates.check': method(
    'Checks for an update now (downloads it when there is one); resolves when the check is done, with the new status.',
    z.object({}).strict(),
    updateStatusSchema,
  ),
  'updates.openDownload': method(
    'Opens the download of the version offered (state `available`) in the system browser; `opened` is false when there is none.',
    z.object({}).strict(),
    z.object({ opened: z.boolean() }),
  ),
  'updates.restart': method(
    'Restarts into a downloaded update; `restarting` is false when none is ready.',
    z.object({}).strict(),
    z.object({ restarting: z.boolean() }),
  ),
};
