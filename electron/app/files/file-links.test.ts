import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadsFolderChooser } from './downloads-folder.ts';
import { linkFileName, safeFileName, serviceFileUrl } from './file-links.ts';

const base = 'http://127.0.0.1:4000';

describe('serviceFileUrl', () => {
  it('accepts result files and invoices of the service, as full URLs or paths', () => {
    expect(serviceFileUrl(base, `${base}/api/v1/results/3/7/A_7_Results_Page_1.json`)).toBe(`${base}/api/v1/results/3/7/A_7_Results_Page_1.json`);
    expect(serviceFileUrl(base, 'results/3/7/category_asins.json')).toBe(`${base}/api/v1/results/3/7/category_asins.json`);
    expect(serviceFileUrl(base, '/api/v1/users/payments/12/invoice.pdf')).toBe(`${base}/api/v1/users/payments/12/invoice.pdf`);
    expect(serviceFileUrl(base, 'results/3/7/report%20v2.json')).toBe(`${base}/api/v1/results/3/7/report%20v2.json`);
    expect(serviceFileUrl('https://svc.example/base', 'https://svc.example/base/api/v1/results/1/2/x.zip')).toBe(
      'https://svc.example/base/api/v1/results/1/2/x.zip',
    );
  });

  it.each([
    ['another origin', 'https://evil.example/api/v1/results/1/2/x.json'],
    ['a JSON endpoint', 'users/account-details'],
    ['a climb out of results', 'results/1/2/../../../users/credits/'],
    ['an encoded climb', 'results/1/2/%2e%2e/x'],
    ['an encoded slash in the file name', 'results/1/2/..%2F..%2Fusers%2Fcredits'],
    ['an encoded backslash in the file name', 'results/1/2/..%5C..%5Cusers'],
    ['an encoded dot-dot file name', 'results/1/2/%2E%2E'],
    ['a half-encoded dot-dot file name', 'results/1/2/.%2e'],
    ['an encoded dot file name', 'results/1/2/%2E'],
    ['a broken escape', 'results/1/2/x%E0%A4%A.json'],
    ['credentials in the URL', 'http://u:p@127.0.0.1:4000/api/v1/results/1/2/x.json'],
    ['a file: URL', 'file:///etc/passwd'],
    ['outside the base path', 'https://svc.example/api/v1/results/1/2/x.zip'],
  ])('refuses %s', (_label, link) => {
    const serviceBase = link.startsWith('https://svc.example') ? 'https://svc.example/base' : base;
    expect(() => serviceFileUrl(serviceBase, link)).toThrow(/Only result files and invoices/);
  });
});

describe('safeFileName', () => {
  it('keeps a plain name and strips paths, reserved characters and names', () => {
    expect(safeFileName('Results_Page_1.json')).toBe('Results_Page_1.json');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a<b>:c"d|e?f*g.csv')).toBe('a_b__c_d_e_f_g.csv');
    expect(safeFileName('line\nbreak.txt')).toBe('line_break.txt');
    expect(safeFileName('CON')).toBe('download');
    expect(safeFileName('...')).toBe('download');
    expect(safeFileName(`${'x'.repeat(300)}.xlsx`)).toMatch(/^x{175}\.xlsx$/);
  });

  it('names a link by its last segment', () => {
    expect(linkFileName('http://h/api/v1/results/1/2/My%20File.json?x=1')).toBe('My File.json');
  });
});

describe('downloadsFolderChooser', () => {
  it('adds (1), (2)… before the extension when a name is taken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-downloads-'));
    try {
      const choose = downloadsFolderChooser(dir);
      expect(await choose('outputs.csv')).toBe(join(dir, 'outputs.csv'));
      writeFileSync(join(dir, 'outputs.csv'), 'x');
      expect(await choose('outputs.csv')).toBe(join(dir, 'outputs (1).csv'));
      writeFileSync(join(dir, 'outputs (1).csv.part'), 'x');
      expect(await choose('outputs.csv')).toBe(join(dir, 'outputs (2).csv'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
