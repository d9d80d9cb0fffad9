import { z } from 'zod';
import { method } from '../define.ts';

/** The colour themes: `system` follows the operating system. */
export const THEMES = ['system', 'light', 'dark'] as const;
/** A colour theme setting. */
export type Theme = (typeof THEMES)[number];

/** The kinds of native notification, each switched on or off in Settings. */
export const NOTIFICATION_KINDS = ['runFinished', 'scrapeFinished', 'postcodeActive', 'importDone', 'watchMatched'] as const;
/** A kind of native notification. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const notificationsSchema = z.object({
  runFinished: z.boolean().default(true),
  scrapeFinished: z.boolean().default(true),
  postcodeActive: z.boolean().default(true),
  importDone: z.boolean().default(true),
  watchMatched: z.boolean().default(true),
});

/**
 * The user's settings as kept in `<dataDir>/settings.json`. Every field has a default, so a file from an
 * older version (or a new section added by another area) still parses; add a field with a default here.
 */
export const deskSettingsSchema = z.object({
  theme: z.enum(THEMES).default('system'),
  notifications: notificationsSchema.default({ runFinished: true, scrapeFinished: true, postcodeActive: true, importDone: true, watchMatched: true }),
  /** Where the desktop app offers to save files; null = the system's Downloads folder. */
  downloadsFolder: z.string().min(1).max(4096).nullable().default(null),
  /** Whether the desktop app checks for updates by itself (at start and every six hours). */
  autoCheckUpdates: z.boolean().default(true),
});
/** The user's settings. */
export type DeskSettings = z.infer<typeof deskSettingsSchema>;

/** A change to the settings: any top-level field, notifications merged kind by kind. */
export const settingsPatchSchema = z
  .object({
    theme: z.enum(THEMES),
    notifications: notificationsSchema.partial().strict(),
    autoCheckUpdates: z.boolean(),
  })
  .partial()
  .strict();
/** A change to the settings. */
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Settings with the facts the screen shows beside them (folders, keychain, version). */
export const settingsViewSchema = z.object({
  settings: deskSettingsSchema,
  /** Where profiles, watchers, the sandbox and settings live. */
  dataDir: z.string(),
  /** Where the app writes its log file: `<dataDir>/logs`. */
  logDir: z.string(),
  /** The folder files are saved to by default (the chosen one, or the system's Downloads). */
  downloadsDir: z.string(),
  /** The desktop app (true) or browser mode, which has no folder picker and no system notifications. */
  desktop: z.boolean(),
});
/** What `settings.get` returns. */
export type SettingsView = z.infer<typeof settingsViewSchema>;

/** The folders `shell.openFolder` may open. */
export const OPENABLE_FOLDERS = ['data', 'logs', 'downloads'] as const;

/** The user's settings (area `settings`), kept by main. */
export const settingsMethods = {
  'settings.get': method('The settings, with the data, log and downloads folders they refer to.', z.object({}).strict(), settingsViewSchema),
  'settings.update': method(
    'Changes some settings, saves them atomically and tells every window (`settings.changed`); returns the new view.',
    settingsPatchSchema,
    settingsViewSchema,
  ),
  'settings.chooseDownloadsFolder': method(
    'Desktop app: asks for a folder with the system picker and makes it where files are saved; `reset: true` goes back to the system Downloads folder. Fails as `cancelled` when no folder was picked, and as `invalid-input` in browser mode (files go to Downloads/Collection Desk there).',
    z.object({ reset: z.boolean().optional() }).strict(),
    settingsViewSchema,
  ),
};
