import { expect, test } from 'vitest';
import { createFakeDesk } from './fake-desk.ts';

test('an answer of the wrong shape is a contract violation, and the renderer sees a failure, not the value', async () => {
  const fake = createFakeDesk();
  // @ts-expect-error -- the wrong shape on purpose: `unread` must be a count.
  fake.answer({ 'inbox.unread': { unread: 'three' } });
  const result = await fake.desk.inbox.unread({});
  expect(result.ok).toBe(false);
  expect(fake.violations).toEqual([expect.stringContaining('The answer to inbox.unread breaks its output schema: unread')]);
});

test('an input the contract refuses is a violation; a method without an answer fails as unknown-method', async () => {
  const fake = createFakeDesk();
  // @ts-expect-error -- the wrong input on purpose.
  const refused = await fake.desk.settings.update({ theme: 'purple' });
  expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  expect(fake.violations).toEqual([expect.stringContaining('settings.update was called with an input its schema refuses')]);
  expect(await fake.desk.inbox.unread({})).toMatchObject({ ok: false, error: { kind: 'unknown-method' } });
  expect([...fake.unanswered]).toEqual(['inbox.unread']);
});

test('answers go through the output schema (defaults filled) and events are checked before listeners get them', async () => {
  const fake = createFakeDesk();
  fake.answer({ 'inbox.unread': () => ({ unread: 2 }) });
  expect(await fake.desk.inbox.unread({})).toEqual({ ok: true, value: { unread: 2 } });
  const seen: unknown[] = [];
  const off = fake.desk.on('credits.changed', (payload) => seen.push(payload));
  fake.emit('credits.changed', {});
  // @ts-expect-error -- the wrong payload on purpose.
  expect(() => fake.emit('postcode.status', { zipcodeId: -1 })).toThrow(/schema refuses/);
  off();
  expect(seen).toEqual([{}]);
});
