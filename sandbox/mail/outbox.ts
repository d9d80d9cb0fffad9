import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { nowIso } from '../store/db.ts';
import { PRIVATE_FILE_MODE, privateDir } from '../store/private-files.ts';

/** An e-mail the sandbox "sends": written to `<data>/outbox/` as an RFC 5322 `.eml` file. */
export interface Outbox {
  send(message: { to: string; subject: string; text: string }): number;
}

/** Creates the outbox writer over the data dir and the `emails` table. */
export function createOutbox(db: DatabaseSync, dataDir: string): Outbox {
  const dir = join(dataDir, 'outbox');
  privateDir(dir);
  const insert = db.prepare('INSERT INTO emails (to_addr, subject, text, file_name, sent_at) VALUES (?, ?, ?, ?, ?)');
  return {
    send({ to, subject, text }) {
      const sentAt = nowIso();
      const fileName = `${sentAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      const eml = [
        'From: Collection Sandbox <no-reply@sandbox.invalid>',
        `To: ${to}`,
        `Subject: ${subject}`,
        `Date: ${new Date(sentAt).toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
        '',
      ].join('\r\n');
      const tmp = join(dir, `.${fileName}.tmp`);
      writeFileSync(tmp, eml, { mode: PRIVATE_FILE_MODE });
      renameSync(tmp, join(dir, fileName));
      return Number(insert.run(to, subject, text, fileName, sentAt).lastInsertRowid);
    },
  };
}
