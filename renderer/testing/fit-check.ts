import { expect, inject } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { expectAccessible } from './expect-accessible.ts';
import type {} from './provided.ts';

/** The laptop screens the desk must fit: a 13" (1280×800) and a 14–15" (1440×900) at 100 % zoom. */
export const fitViewports = [
  [1280, 800],
  [1440, 900],
] as const;
const schemes = ['light', 'dark'] as const;
/** The runner's own viewport (vitest.config.ts), put back after a check so later tests lay out as before. */
const runnerViewport = [1400, 900] as const;

const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function visible(el: Element): boolean {
  if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
  const style = getComputedStyle(el);
  if (style.visibility === 'hidden' || style.display === 'none') return false;
  const box = el.getBoundingClientRect();
  // Visually hidden text (1 px, clipped) is for screen readers: it is never read on screen.
  return box.width > 1 && box.height > 1;
}

function scrolls(style: CSSStyleDeclaration, axis: 'x' | 'y'): boolean {
  const overflow = axis === 'x' ? style.overflowX : style.overflowY;
  return overflow === 'auto' || overflow === 'scroll';
}

/**
 * The full text a user can read on hover or hear: the element's own label, the nearest title around it,
 * or a title on what it holds (a cell's link carrying the name it cuts).
 */
function fullTextOffered(el: Element, text: string): boolean {
  const offered = [
    el.getAttribute('aria-label'),
    el.closest('[title]')?.getAttribute('title'),
    ...[...el.querySelectorAll('[title]')].map((inner) => inner.getAttribute('title')),
  ];
  return offered.some((value) => value !== null && value !== undefined && squash(value).includes(text));
}

/** Inputs that show a line of text (not boxes, sliders, colours or dates). */
const TYPED = new Set(['text', 'search', 'email', 'url', 'tel', 'number']);

const measure = document.createElement('canvas').getContext('2d');
function textWidth(text: string, style: CSSStyleDeclaration): number {
  if (measure === null) return 0;
  measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return measure.measureText(text).width;
}

function describe(el: Element): string {
  const cls = typeof el.className === 'string' && el.className !== '' ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
  return `<${el.tagName.toLowerCase()}${cls}>`;
}

/**
 * Text that does not fit its box: cut (overflow hidden) or spilling over its neighbours (overflow visible).
 * Fine only when the cut shows an ellipsis and the full text is a hover (title) or a label away.
 * Scrolling boxes are fine: what they hold is reached by scrolling. Form fields are measured by hand,
 * as their scroll width does not count a placeholder or a select's chosen option.
 */
export function cutTexts(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const field = el instanceof HTMLInputElement || el instanceof HTMLSelectElement;
    // Most boxes fit: that is one read of laid-out sizes, before any style is computed (a 240-line list has thousands).
    if (!field && (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0)) continue;
    if (!visible(el)) continue;
    const style = getComputedStyle(el);
    if (field) {
      const shown = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.value === '' ? el.placeholder : el.value;
      if (shown === '' || (el instanceof HTMLInputElement && !TYPED.has(el.type))) continue;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (el instanceof HTMLSelectElement ? 16 : 0);
      if (textWidth(shown, style) > room + 1) found.push(`${describe(el)} cuts “${shown}” (${Math.round(textWidth(shown, style))} px in ${room} px)`);
      continue;
    }
    if (el instanceof SVGElement || el instanceof HTMLCanvasElement || el instanceof HTMLTextAreaElement) continue;
    if (scrolls(style, 'x')) continue;
    const text = squash(el.textContent ?? '');
    if (text === '') continue;
    // A box that lets what overflows show is at fault only for its own words spilling over (a count running
    // into its reason); a child bleeding over its padding on purpose (a pinned bar) is not text cut.
    const spills = style.overflowX === 'visible';
    if (spills && ![...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && squash(node.textContent ?? '') !== '')) continue;
    if (style.textOverflow === 'ellipsis' && fullTextOffered(el, text)) continue;
    found.push(
      `${describe(el)} “${text.slice(0, 60)}” needs ${el.scrollWidth} px in ${el.clientWidth} px${style.textOverflow === 'ellipsis' ? ' (ellipsis, but no title with the full text)' : ''}`,
    );
  }
  return found;
}

/** In a dialog: a form's submit button, the buttons beside it, or the footer's (a page's forms scroll with the page). */
function formAction(el: Element): boolean {
  if (el.closest('dialog') === null) return false;
  if (el.closest('.dialog__footer')) return true;
  if (el instanceof HTMLButtonElement && el.type === 'submit') return true;
  return el.parentElement?.querySelector(':scope > button[type="submit"]') !== null;
}

/**
 * A button a user cannot reach: outside the window, or cut sideways by a box around it. Below the fold of
 * a box that scrolls down is where a list's rows are; scrolling sideways to reach a row's buttons is not:
 * at these sizes a table fits its width.
 */
export function unreachableButtons(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('button, [role="button"]')) {
    // The skip link waits above the window until a keyboard user tabs to it.
    if (!visible(el) || el.classList.contains('skip-link')) continue;
    const box = el.getBoundingClientRect();
    let cut = box.left < -1 || box.right > innerWidth + 1;
    let below = box.top < -1 || box.bottom > innerHeight + 1;
    let scrollsDown = false;
    for (let up = el.parentElement; up !== null && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const room = up.getBoundingClientRect();
      if (box.left < room.left - 1 || box.right > room.right + 1) cut = true;
      if (box.top < room.top - 1 || box.bottom > room.bottom + 1) below = true;
      if (scrolls(style, 'y') && up.scrollHeight > up.clientHeight + 1) scrollsDown = true;
      // An open modal dialog is drawn above the page: the boxes it sits in on the page do not cut it.
      if (up instanceof HTMLDialogElement) break;
    }
    // A form's own buttons (Save and Cancel) stay in view however long the form: a footer pinned under what scrolls.
    if (cut || (below && (!scrollsDown || formAction(el)))) {
      const text = squash(el.getAttribute('aria-label') ?? el.textContent ?? '');
      found.push(
        `${describe(el)} “${text}” at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)} in ${innerWidth}×${innerHeight}`,
      );
    }
  }
  return found;
}

/**
 * Takes what is on screen (the whole page, or the open dialog when there is one) at 1280×800 and 1440×900,
 * light and dark, and fails on text cut without an ellipsis and its full text on hover, on a button outside
 * the window, and on an accessibility violation. Light at 1440×900 and dark at 1280×800 are kept as
 * test-results/screens/<name>-<w>x<h>-<scheme>.png (not with CI set).
 */
export async function expectFits(name: string): Promise<void> {
  const findings: string[] = [];
  // The test mounts into a bare container; the app's own #root fills the window (styles/base.css), and so does this while checked.
  const container = document.querySelector('.shell')?.parentElement;
  const containerHeight = container?.style.height ?? '';
  if (container) container.style.height = '100%';
  try {
    for (const [width, height] of fitViewports) {
      await page.viewport(width, height);
      for (const scheme of schemes) {
        await commands.emulateColorScheme(scheme);
        await frames();
        const label = `${name} at ${width}×${height}, ${scheme}`;
        const root = document.querySelector('dialog[open]') ?? document.body;
        // Every size and scheme is taken before failing: one run shows all a screen's cuts, and every screenshot.
        findings.push(...[...new Set(cutTexts(root))].map((cut) => `${label}: cut text ${cut}`));
        findings.push(...unreachableButtons(root).map((button) => `${label}: button outside the window ${button}`));
        // One picture a scheme, light at the larger size and dark at the smaller (a picture costs as much as the checks).
        if (inject('saveScreens') && (scheme === 'light') === (width === fitViewports[1][0])) {
          await page.screenshot({ path: `${server.config.root}/test-results/screens/${name}-${width}x${height}-${scheme}.png` });
        }
        // Colours differ by scheme, not by window size: one scan per scheme, at the first size, keeps a screen's check to seconds.
        // With a modal dialog open the page behind is inert: the dialog is what is scanned (the screen had its own scan).
        if (width === fitViewports[0][0]) await expectAccessible(root === document.body ? undefined : 'dialog[open]');
      }
    }
  } finally {
    if (container) container.style.height = containerHeight;
    await commands.emulateColorScheme('light');
    await page.viewport(...runnerViewport);
  }
  expect(findings, `${name} does not fit`).toEqual([]);
}
