import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { ACCELERATORS, buildMenuTemplate, RETAIL_HELP_LINKS, type MenuOptions } from './menu.ts';
import { isAllowedExternalUrl } from './open-external.ts';

function options(overrides: Partial<MenuOptions> = {}): MenuOptions {
  return {
    appName: 'Collection Desk',
    isMac: false,
    isDev: false,
    helpLinks: RETAIL_HELP_LINKS,
    openLink: vi.fn(),
    openDataFolder: vi.fn(),
    open: vi.fn(),
    reload: vi.fn(),
    openLogFolder: vi.fn(),
    checkForUpdates: vi.fn(),
    ...overrides,
  };
}

function submenu(item: MenuItemConstructorOptions | undefined): MenuItemConstructorOptions[] {
  return Array.isArray(item?.submenu) ? item.submenu : [];
}

const roles = (items: MenuItemConstructorOptions[]) => items.map((item) => item.role).filter(Boolean);
const findMenu = (template: MenuItemConstructorOptions[], key: string) => template.find((item) => item.label === key || item.role === key);

describe('buildMenuTemplate', () => {
  it('has File, Edit, View, Window and Help in that order', () => {
    const template = buildMenuTemplate(options());
    expect(template.map((item) => item.label ?? item.role)).toEqual(['File', 'editMenu', 'View', 'windowMenu', 'help']);
  });

  it('puts the app menu first on macOS', () => {
    const template = buildMenuTemplate(options({ isMac: true }));
    expect(template[0]?.label).toBe('Collection Desk');
    expect(roles(submenu(template[0]))).toContain('quit');
    expect(roles(submenu(findMenu(template, 'File')))).toContain('close');
  });

  it('offers force reload and DevTools only in development', () => {
    const production = roles(submenu(findMenu(buildMenuTemplate(options()), 'View')));
    expect(production).not.toContain('forceReload');
    expect(production).not.toContain('toggleDevTools');
    expect(production).toContain('zoomIn');
    const dev = roles(submenu(findMenu(buildMenuTemplate(options({ isDev: true })), 'View')));
    expect(dev).toEqual(expect.arrayContaining(['forceReload', 'toggleDevTools']));
  });

  it('opens Help links through the guarded opener, all of them allowed', () => {
    const openLink = vi.fn();
    const help = submenu(findMenu(buildMenuTemplate(options({ openLink })), 'help'));
    const links = help.filter((item) => RETAIL_HELP_LINKS.some((link) => link.label === item.label));
    expect(links.length).toBe(RETAIL_HELP_LINKS.length);
    for (const [i, link] of links.entries()) {
      link.click?.({} as never, undefined, {} as never);
      expect(openLink).toHaveBeenLastCalledWith(RETAIL_HELP_LINKS[i]?.url);
    }
    expect(RETAIL_HELP_LINKS.every((link) => isAllowedExternalUrl(link.url))).toBe(true);
  });

  it('checks for updates and opens the log folder from Help, before the retail links', () => {
    const checkForUpdates = vi.fn();
    const openLogFolder = vi.fn();
    const help = submenu(findMenu(buildMenuTemplate(options({ checkForUpdates, openLogFolder })), 'help'));
    expect(help.slice(0, 2).map((item) => item.label)).toEqual(['Check for Updates…', 'Open Log Folder']);
    help[0]?.click?.({} as never, undefined, {} as never);
    help[1]?.click?.({} as never, undefined, {} as never);
    expect(checkForUpdates).toHaveBeenCalledOnce();
    expect(openLogFolder).toHaveBeenCalledOnce();
  });

  it('opens the data folder from File', () => {
    const openDataFolder = vi.fn();
    const file = submenu(findMenu(buildMenuTemplate(options({ openDataFolder })), 'File'));
    file.find((item) => item.label === 'Open Data Folder')?.click?.({} as never, undefined, {} as never);
    expect(openDataFolder).toHaveBeenCalled();
  });

  const allItems = (template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] => template.flatMap((menu) => [menu, ...allItems(submenu(menu))]);
  const click = (item: MenuItemConstructorOptions | undefined) => item?.click?.({} as never, undefined, {} as never);

  for (const isMac of [false, true]) {
    it(`gives the main actions their accelerators and opens their screens (${isMac ? 'macOS' : 'Windows/Linux'})`, () => {
      const open = vi.fn();
      const reload = vi.fn();
      const items = allItems(buildMenuTemplate(options({ isMac, open, reload })));
      const byAccelerator = (accelerator: string) => items.filter((item) => item.accelerator === accelerator);
      for (const accelerator of Object.values(ACCELERATORS)) expect(byAccelerator(accelerator), accelerator).toHaveLength(1);

      click(byAccelerator(ACCELERATORS.newCollection)[0]);
      click(byAccelerator(ACCELERATORS.import)[0]);
      click(byAccelerator(ACCELERATORS.search)[0]);
      click(byAccelerator(ACCELERATORS.settings)[0]);
      expect(open.mock.calls.map(([target]) => target)).toEqual([
        { kind: 'screen', screen: 'new-collection' },
        { kind: 'screen', screen: 'import' },
        { kind: 'screen', screen: 'search' },
        { kind: 'screen', screen: 'settings' },
      ]);
      click(byAccelerator(ACCELERATORS.reload)[0]);
      expect(reload).toHaveBeenCalledOnce();
    });
  }

  it('puts Settings in the app menu on macOS and in File elsewhere', () => {
    const mac = buildMenuTemplate(options({ isMac: true }));
    expect(submenu(mac[0]).map((item) => item.label)).toContain('Settings…');
    expect(submenu(findMenu(mac, 'File')).map((item) => item.label)).not.toContain('Settings');
    expect(submenu(findMenu(buildMenuTemplate(options()), 'File')).map((item) => item.label)).toContain('Settings');
  });
});
