import { useToasts } from '../lib/toasts.ts';
import type { ToastTone } from '../lib/toasts.ts';
import { Button } from './button.tsx';
import { Drawer } from './drawer.tsx';
import { EmptyState } from './empty-state.tsx';
import { RelativeTime } from './relative-time.tsx';

const TONE_WORDS: Record<ToastTone, string> = { success: 'Done', info: 'Note', warning: 'Warning', error: 'Error' };

/** The Recent notices drawer: the last notices, newest first, each with its link (action) kept. */
export function RecentNotices() {
  const open = useToasts((state) => state.recentOpen);
  const recent = useToasts((state) => state.recent);
  const { setRecentOpen, clearRecent } = useToasts.getState();
  const close = () => setRecentOpen(false);
  return (
    <Drawer
      open={open}
      onClose={close}
      title="Recent notices"
      description="The last 50 notices of this session, newest first."
      footer={
        recent.length > 0 && (
          <Button variant="ghost" onClick={clearRecent}>
            Clear the list
          </Button>
        )
      }
    >
      {recent.length === 0 ? (
        <EmptyState title="No notices yet" description="Notices about saves, runs, imports and errors are listed here after they close." />
      ) : (
        <ul className="notices" aria-label="Recent notices">
          {recent.map((notice) => (
            <li key={notice.id} className={`notice notice--${notice.tone}`}>
              <div className="notice__body">
                <p className="notice__title">
                  <span className="visually-hidden">{TONE_WORDS[notice.tone]}: </span>
                  {notice.title}
                </p>
                {notice.message && <p>{notice.message}</p>}
                <p className="notice__meta">
                  <RelativeTime value={notice.at} />
                </p>
              </div>
              {notice.action && (
                <Button
                  size="sm"
                  onClick={() => {
                    notice.action?.onClick();
                    close();
                  }}
                >
                  {notice.action.label}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
