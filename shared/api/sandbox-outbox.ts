import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { identity, shownText } from './lenient.ts';
import { emptyInputSchema } from './common.ts';

/** An outbox message id (the sandbox may use a number or a file-name string). */
export const outboxIdSchema = z.union([z.int().min(1), z.string().trim().min(1).max(255)]);

/** One sent e-mail in the sandbox outbox listing. */
export const outboxItemSchema = z.object({ id: identity(outboxIdSchema), to: shownText('to'), subject: shownText('subject'), sent_at: shownText('sent_at') });
/** An outbox listing entry. */
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** One sent e-mail's text. */
export const outboxMessageSchema = z.object({ to: shownText('to'), subject: shownText('subject'), text: shownText('text') });
/** An outbox message. */
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Endpoints that exist only in the sandbox (completions 9). */
export const sandboxOutboxEndpoints = {
  /** Lists the e-mails the sandbox has sent. */
  list: endpoint({
    path: 'sandbox/outbox/',
    input: emptyInputSchema,
    output: z.object({ items: z.array(outboxItemSchema) }),
    retry: 'read',
  }),
  /** Reads one sent e-mail. */
  get: endpoint({
    path: 'sandbox/outbox/get/',
    input: z.object({ id: outboxIdSchema }),
    output: outboxMessageSchema,
    retry: 'read',
  }),
};
