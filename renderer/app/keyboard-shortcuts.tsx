import { useEffect, useState } from 'react';
import { Dialog } from '../components/dialog.tsx';
import { navigate } from '../lib/use-route.ts';
import { createSequenceMatcher, isEditableTarget } from '../lib/shortcuts.ts';
import { NAV_ITEMS } from './routes.tsx';

/** Focuses the current screen's search box (anything with `data-search`). */
export function focusScreenSearch(): boolean {
  const box = document.querySelector<HTMLElement>('main [data-search]') ?? document.querySelector<HTMLElement>('[data-search]');
  if (!box) return false;
  box.focus();
  if (box instanceof HTMLInputElement) box.select();
  return true;
}

const GO_ITEMS = NAV_ITEMS.filter((item) => item.goKey);
const SEQUENCES = [...GO_ITEMS.map((item) => `g ${item.goKey}`), '/', '?'];

/** Installs the global shortcuts; returns whether the shortcuts dialog is open and its setter. */
export function useGlobalShortcuts(): [boolean, (open: boolean) => void] {
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const matcher = createSequenceMatcher(SEQUENCES);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (isEditableTarget(event.target) || document.querySelector('dialog[open]')) {
        matcher.reset();
        return;
      }
      const done = matcher.feed(event.key, event.timeStamp);
      if (done === null) {
        if (matcher.pending) event.preventDefault();
        return;
      }
      if (done === '?') {
        event.preventDefault();
        setHelpOpen(true);
      } else if (done === '/') {
        if (focusScreenSearch()) event.preventDefault();
      } else {
        const item = GO_ITEMS.find((i) => `g ${i.goKey}` === done);
        if (item) {
          event.preventDefault();
          navigate(item.route);
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return [helpOpen, setHelpOpen];
}

const TABLE_KEYS: ReadonlyArray<[string, string]> = [
  ['↑ ↓', 'Move between rows'],
  ['Shift + ↑ ↓', 'Extend the selection'],
  ['Space', 'Select or clear the row'],
  ['Enter', 'Open the row'],
  ['Ctrl/⌘ + A', 'Select all rows on the page'],
  ['Esc', 'Clear the selection'],
];

function Keys({ keys }: { keys: string }) {
  return (
    <span className="shortcuts__keys">
      {keys.split(' ').map((key, i) => (
        <kbd key={i}>{key}</kbd>
      ))}
    </span>
  );
}

/** Props of ShortcutsDialog. */
export interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The "?" dialog listing every keyboard shortcut. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Keyboard shortcuts" size="sm">
      <h3 className="shortcuts__heading">Anywhere</h3>
      <dl className="shortcuts">
        {GO_ITEMS.map((item) => (
          <div key={item.route} className="shortcuts__row">
            <dt>
              <Keys keys={`g ${item.goKey}`} />
            </dt>
            <dd>Go to {item.label}</dd>
          </div>
        ))}
        <div className="shortcuts__row">
          <dt>
            <Keys keys="/" />
          </dt>
          <dd>Search this screen</dd>
        </div>
        <div className="shortcuts__row">
          <dt>
            <Keys keys="?" />
          </dt>
          <dd>Show this list</dd>
        </div>
      </dl>
      <h3 className="shortcuts__heading">In tables</h3>
      <dl className="shortcuts">
        {TABLE_KEYS.map(([keys, what]) => (
          <div key={keys} className="shortcuts__row">
            <dt>
              <span className="shortcuts__keys">
                <kbd>{keys}</kbd>
              </span>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
