import { Button } from '../components/button.tsx';
import { HEADER_SLOTS } from './header-slots.tsx';
import { BellIcon, KeyboardIcon } from '../components/icons.tsx';
import { useToasts } from '../lib/toasts.ts';

const { profile: ProfileSlot, credits: CreditsSlot } = HEADER_SLOTS;

/** Props of Header. */
export interface HeaderProps {
  onShowShortcuts: () => void;
}

/** The top bar: profile switcher on the left, credit balance, recent notices and shortcuts on the right. */
export function Header({ onShowShortcuts }: HeaderProps) {
  return (
    <header className="shell__header">
      <div className="shell__header-start">{ProfileSlot && <ProfileSlot />}</div>
      <div className="shell__header-end">
        {CreditsSlot && <CreditsSlot />}
        <Button
          variant="ghost"
          size="sm"
          icon={<BellIcon />}
          aria-label="Recent notices"
          title="Recent notices"
          onClick={() => useToasts.getState().setRecentOpen(true)}
        />
        <Button variant="ghost" size="sm" icon={<KeyboardIcon />} aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={onShowShortcuts} />
      </div>
    </header>
  );
}
