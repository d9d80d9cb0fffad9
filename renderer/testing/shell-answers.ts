import { DOMAINS } from '../../shared/api/settings.ts';
import type { DeskSettings, SettingsPatch, SettingsView } from '../../shared/bridge/methods/settings.ts';
import type { Answers } from './fake-desk.ts';

/**
 * What a fresh browser-mode desk on the built-in Sandbox answers to the calls every screen's frame makes
 * (header, sidebar, banners) and the service's domain list, as recorded from `npm run web`: online, a key in the keychain, no matches.
 */
export function shellAnswers(): Answers {
  return {
    'app.info': { version: '0.1.0', mode: 'web', sandbox: true },
    'app.imageBase': { base: '/image/test/' },
    'inbox.unread': { unread: 0 },
    'profiles.list': { profiles: [{ id: 'sandbox', name: 'Sandbox', baseUrl: 'http://127.0.0.1:37865', auth: 'apiKey', builtIn: true }], activeId: 'sandbox' },
    'accounts.credits': { available_credits: 10_000, used_credits: 0, frozen_credits: 0, remaining_credits: 10_000 },
    'connection.status': () => ({ profileId: 'sandbox', state: 'online', lastReachedAt: new Date().toISOString() }),
    'connection.check': () => ({ profileId: 'sandbox', state: 'online', lastReachedAt: new Date().toISOString() }),
    'settings.domains': [...DOMAINS],
    'credentials.status': { profileId: 'sandbox', hasApiKey: true, hasSession: false, storage: 'keychain', pendingRotation: false },
    'localCopy.focus': { ok: true },
    'localCopy.status': {
      profiles: [
        {
          profileId: 'sandbox',
          bytes: 115_176,
          asOf: null,
          online: true,
          collections: 0,
          runs: 0,
          outputs: 0,
          retentionDays: null,
          store: { kind: 'embedded' },
        },
      ],
    },
    'updates.status': { state: 'unsupported', autoCheck: true, message: 'Updates are checked by the installed desktop app only.' },
    ...settingsAnswers().answers,
  };
}

/** A settings store as main keeps it (patches merged, notifications kind by kind), for one test. */
export function settingsAnswers(initial: Partial<DeskSettings> = {}): { answers: Answers; current: () => DeskSettings } {
  let settings: DeskSettings = {
    theme: 'system',
    notifications: { runFinished: true, scrapeFinished: true, postcodeActive: true, importDone: true, watchMatched: true },
    downloadsFolder: null,
    autoCheckUpdates: true,
    ...initial,
  };
  const view = (): SettingsView => ({
    settings,
    dataDir: '/home/ana/.config/Collection Desk',
    logDir: '/home/ana/.config/Collection Desk/logs',
    downloadsDir: '/home/ana/Downloads/Collection Desk',
    desktop: false,
  });
  const update = (patch: SettingsPatch): SettingsView => {
    settings = { ...settings, ...patch, notifications: { ...settings.notifications, ...patch.notifications } };
    return view();
  };
  return { answers: { 'settings.get': () => view(), 'settings.update': update }, current: () => settings };
}
