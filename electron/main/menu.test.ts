import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate, RETAIL_HELP_LINKS, type MenuOptions } from './menu.ts';
import { isAllowedExternalUrl } from './open-external.ts';

function options(overrides: Partial<MenuOptions> = {}): MenuOptions {
  return {
    appName: 'Collection Desk',
    isMac: false,
    isDev: false,
    helpLinks: RETAIL_HELP_LINKS,
    openLink: vi.fn(),
    openDataFolder: vi.fn(),
    ...overrides,
  };
}

function submenu(item: MenuItemConstructorOptions | undefined): MenuItemConstructorOptions[] {
  return Array.isArray(item?.submenu) ? item.submenu : [];
}

const roles = (items: MenuItemConstructorOptions[]) => items.map((item) => item.role).filter(Boolean);
const findMenu = (template: MenuItemConstructorOptions[], key: string) =>
  template.find((item) => item.label === key || item.role === key);

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

  it('offers reload and DevTools only in development', () => {
    const production = roles(submenu(findMenu(buildMenuTemplate(options()), 'View')));
    expect(production).not.toContain('reload');
    expect(production).not.toContain('forceReload');
    expect(production).not.toContain('toggleDevTools');
    expect(production).toContain('zoomIn');
    const dev = roles(submenu(findMenu(buildMenuTemplate(options({ isDev: true })), 'View')));
    expect(dev).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']));
  });

  it('opens Help links through the guarded opener, all of them allowed', () => {
    const openLink = vi.fn();
    const help = submenu(findMenu(buildMenuTemplate(options({ openLink })), 'help'));
    const links = help.filter((item) => typeof item.click === 'function');
    expect(links.length).toBe(RETAIL_HELP_LINKS.length);
    for (const [i, link] of links.entries()) {
      link.click?.({} as never, undefined, {} as never);
      expect(openLink).toHaveBeenLastCalledWith(RETAIL_HELP_LINKS[i]?.url);
    }
    expect(RETAIL_HELP_LINKS.every((link) => isAllowedExternalUrl(link.url))).toBe(true);
  });

  it('opens the data folder from File', () => {
    const openDataFolder = vi.fn();
    const file = submenu(findMenu(buildMenuTemplate(options({ openDataFolder })), 'File'));
    file.find((item) => item.label === 'Open Data Folder')?.click?.({} as never, undefined, {} as never);
    expect(openDataFolder).toHaveBeenCalled();
  });
});
