import { sandboxOutboxEndpoints as ep } from '../../shared/api/sandbox-outbox.ts';
import type { OutboxItem } from '../../shared/api/sandbox-outbox.ts';
import { ApiError } from '../server/api-error.ts';
import type { AuthUser } from '../server/context.ts';
import type { SandboxModule } from '../server/sandbox-module.ts';

/** The 404 message of an e-mail that is missing or not the caller's to read. */
export const MESSAGE_NOT_FOUND = 'Message not found.';

/**
 * Which e-mails a caller may read. The outbox is a sandbox-only learning aid (completions 9) and, as
 * shared/api/sandbox-outbox.ts declares, it takes the caller's credential like every other endpoint.
 * A caller reads the e-mails addressed to its own account, so one user cannot read another's
 * password-reset codes, plus the e-mails to addresses that have no account yet: a registration code
 * goes to an account that does not exist, and this is the only way to read it over HTTP.
 */
const VISIBLE = `(to_addr = ? COLLATE NOCASE OR NOT EXISTS (SELECT 1 FROM users u WHERE u.email = emails.to_addr))`;

/** The sandbox's outbox listing and reader (completions 9). */
export const outboxModule: SandboxModule = {
  name: 'outbox',
  register(kit) {
    const { db } = kit.ctx;
    const visible = (user: AuthUser) => [user.email] as const;
    kit.handle(ep.list, ({ user }) => ({
      items: db
        .prepare(`SELECT id, to_addr AS "to", subject, sent_at FROM emails WHERE ${VISIBLE} ORDER BY sent_at DESC, id DESC`)
        .all(...visible(user)) as unknown as OutboxItem[],
    }));
    kit.handle(ep.get, ({ input, user }) => {
      const id = typeof input.id === 'number' ? input.id : /^\d{1,15}$/.test(input.id) ? Number(input.id) : 0;
      const row = db.prepare(`SELECT to_addr AS "to", subject, text FROM emails WHERE id = ? AND ${VISIBLE}`).get(id, ...visible(user)) as
        { to: string; subject: string; text: string } | undefined;
      if (!row) throw new ApiError(404, MESSAGE_NOT_FOUND);
      return row;
    });
  },
};
