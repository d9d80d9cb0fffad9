import type uPlot from 'uplot';
import { panRange, zoomRange } from './zoom.ts';
import type { Range } from './zoom.ts';

/** The lines a tooltip shows for a data index (null: none there). */
export type Describe = (index: number) => readonly string[] | null;

/**
 * A tooltip beside the crosshair with the lines `describe` gives for the point under it, kept inside the
 * plot. Hidden from assistive tech: the chart's table says the same.
 */
export function tooltipPlugin(describe: () => Describe): uPlot.Plugin {
  let tip: HTMLDivElement | null = null;
  return {
    hooks: {
      init: (u) => {
        tip = document.createElement('div');
        tip.className = 'chart-tooltip';
        tip.setAttribute('aria-hidden', 'true');
        tip.hidden = true;
        u.over.append(tip);
      },
      setCursor: (u) => {
        if (!tip) return;
        const { idx, left = -1, top = -1 } = u.cursor;
        const lines = idx === null || idx === undefined || left < 0 ? null : describe()(idx);
        if (!lines || lines.length === 0) {
          tip.hidden = true;
          return;
        }
        tip.replaceChildren(
          ...lines.map((line, i) => {
            const row = document.createElement('div');
            if (i === 0) row.className = 'chart-tooltip__head';
            row.textContent = line;
            return row;
          }),
        );
        tip.hidden = false;
        // Beside the pointer, flipped to its other side where it would leave the plot.
        const width = u.over.clientWidth;
        const height = u.over.clientHeight;
        const x = left + 12 + tip.offsetWidth > width ? left - 12 - tip.offsetWidth : left + 12;
        const y = Math.min(Math.max(0, top - tip.offsetHeight / 2), Math.max(0, height - tip.offsetHeight));
        tip.style.transform = `translate(${Math.max(0, x)}px, ${y}px)`;
      },
    },
  };
}

/** The x range a chart shows now. */
export function xRange(u: uPlot): Range {
  return { min: u.scales.x?.min ?? 0, max: u.scales.x?.max ?? 0 };
}

/**
 * Zoom with Ctrl + wheel (around the pointer) and pan by dragging with Shift held (or the middle button); a
 * plain drag still selects a range to zoom into, and a double-click shows everything again (uPlot's own).
 */
export function wheelPanPlugin(full: () => Range): uPlot.Plugin {
  return {
    hooks: {
      ready: (u) => {
        const over = u.over;
        over.addEventListener(
          'wheel',
          (event) => {
            // Only with Ctrl (or ⌘, or a pinch, which Chromium sends so): a plain wheel keeps scrolling the page.
            if (!event.ctrlKey && !event.metaKey) return;
            event.preventDefault();
            const anchor = Math.min(1, Math.max(0, (event.clientX - over.getBoundingClientRect().left) / over.clientWidth));
            u.setScale('x', zoomRange(xRange(u), full(), event.deltaY < 0 ? 0.8 : 1.25, anchor));
          },
          { passive: false },
        );
        over.addEventListener(
          'mousedown',
          (event) => {
            if (!event.shiftKey && event.button !== 1) return;
            // Taken before uPlot's own handler, so the drag pans instead of selecting.
            event.stopImmediatePropagation();
            event.preventDefault();
            const start = { x: event.clientX, view: xRange(u) };
            const move = (e: MouseEvent) => {
              const share = -(e.clientX - start.x) / over.clientWidth;
              u.setScale('x', panRange(start.view, full(), share));
            };
            const up = () => {
              window.removeEventListener('mousemove', move);
              window.removeEventListener('mouseup', up);
            };
            window.addEventListener('mousemove', move);
            window.addEventListener('mouseup', up);
          },
          { capture: true },
        );
      },
    },
  };
}
