import type { NotificationKind } from '../../shared/bridge/methods/settings.ts';
import type { OpenTarget } from '../../shared/bridge/open-target.ts';

/** A native notification: its kind (each can be switched off in Settings) and where clicking it leads. */
export interface DeskNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  target: OpenTarget;
}
