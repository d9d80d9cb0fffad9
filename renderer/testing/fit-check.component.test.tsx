import { afterEach, expect, test } from 'vitest';
import { cutTexts, unreachableButtons } from './fit-check.ts';

let host: HTMLElement | null = null;
afterEach(() => host?.remove());

/** Puts `html` on the page, as a screen would lay it out. */
function mount(html: string): HTMLElement {
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

const narrow = 'width: 80px; white-space: nowrap;';

test('text cut without an ellipsis, or with one but no full text on hover, is found; with both it is fine', () => {
  const cut = mount(`<div style="${narrow} overflow: hidden">Dropped because of a reason</div>`);
  expect(cutTexts(cut)).toEqual([expect.stringContaining('“Dropped because of a reason” needs')]);
  host?.remove();
  const noTitle = mount(`<div style="${narrow} overflow: hidden; text-overflow: ellipsis">Dropped because of a reason</div>`);
  expect(cutTexts(noTitle)).toEqual([expect.stringContaining('no title with the full text')]);
  host?.remove();
  const fine = mount(`<div style="${narrow} overflow: hidden; text-overflow: ellipsis" title="Dropped because of a reason">Dropped because of a reason</div>`);
  expect(cutTexts(fine)).toEqual([]);
});

test('a count spilling into its neighbour and a placeholder cut by its box are found; a box that scrolls is not', () => {
  const spill = mount(`<div style="display: grid; grid-template-columns: 20px 1fr"><span style="white-space: nowrap">1,560×</span><span>No room</span></div>`);
  expect(cutTexts(spill)).toEqual([expect.stringContaining('“1,560×”')]);
  host?.remove();
  const placeholder = mount(`<input style="width: 60px" placeholder="ASIN, SKU, postcode, custom id, title…">`);
  expect(cutTexts(placeholder)).toEqual([expect.stringContaining('cuts “ASIN, SKU, postcode, custom id, title…”')]);
  host?.remove();
  const scrolling = mount(`<div style="${narrow} overflow: auto">A long line that scrolls sideways</div>`);
  expect(cutTexts(scrolling)).toEqual([]);
});

test('a button below the window, or cut sideways by its table, is found; one in a list that scrolls down is not', () => {
  const below = mount(`<div style="position: fixed; top: calc(100vh - 10px); left: 0"><button>Save rules</button></div>`);
  expect(unreachableButtons(below)).toEqual([expect.stringContaining('“Save rules”')]);
  host?.remove();
  const sideways = mount(`<div style="width: 100px; overflow: auto"><div style="width: 400px; text-align: right"><button>Delete</button></div></div>`);
  expect(unreachableButtons(sideways)).toEqual([expect.stringContaining('“Delete”')]);
  host?.remove();
  const list = mount(`<div style="height: 100px; overflow: auto"><div style="height: 2000px"></div><button>Edit</button></div>`);
  expect(unreachableButtons(list)).toEqual([]);
});
