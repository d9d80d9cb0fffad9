import { displayText } from '../../shared/display-text.ts';
import type { NotificationKind } from '../../shared/bridge/methods/settings.ts';
import type { OpenTarget } from '../../shared/bridge/open-target.ts';

/** A native notification: its kind (each can be switched off in Settings) and where clicking it leads. */
export interface DeskNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  target: OpenTarget;
}

/** Characters of a notification's title and body: the system shows a few lines of either. */
const NOTICE_CHARS = 500;

/** `notification` with its texts made inert (collection names and titles come from the service or a team copy) and cut. */
export function shownNotification(notification: DeskNotification): DeskNotification {
  const shown = (text: string) => displayText(text.length > NOTICE_CHARS ? `${text.slice(0, NOTICE_CHARS - 1)}…` : text, true);
  return { ...notification, title: shown(notification.title), body: shown(notification.body) };
}
