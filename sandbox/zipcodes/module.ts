import { MESSAGES } from '../../shared/api/envelope.ts';
import { postcodeMatchesDomain } from '../../shared/api/settings.ts';
import type { ZipcodeStatus } from '../../shared/api/zipcodes.ts';
import { zipcodesEndpoints as ep } from '../../shared/api/zipcodes.ts';
import { ApiError } from '../server/api-error.ts';
import type { SandboxContext } from '../server/context.ts';
import type { SandboxModule } from '../server/sandbox-module.ts';
import { nowIso, transaction } from '../store/db.ts';
import { resumeCookieGenerations, scheduleCookieGeneration } from './cookies.ts';
import {
  createShape,
  findDomain,
  findZipcode,
  isDuplicate,
  listShape,
  searchShape,
  searchZipcodes,
  sharedCookieExists,
  updateShape,
  listZipcodes,
  ZIPCODE_NOT_FOUND,
  type DomainRow,
} from './zipcode-rows.ts';

/** The domain of a create or update, or the service's 400 for an unknown id. */
function domainOrFail(ctx: SandboxContext, id: number): DomainRow {
  const domain = findDomain(ctx.db, id);
  if (!domain) throw new ApiError(400, `domain: "${id}" is not a valid choice.`);
  return domain;
}

/** Status and pending cookie time of a (re)registered postcode (interface 3.1). */
function nextState(ctx: SandboxContext, domain: DomainRow, cookieReuse: boolean): { status: ZipcodeStatus; readyAt: number | null } {
  if (domain.supplier_type !== 'scraping' || cookieReuse) return { status: 'active', readyAt: null };
  return { status: 'in-progress', readyAt: Date.now() + ctx.settings.cookieDelayMs };
}

/** Postcodes (interface 4.1, 3.1): create, list, update, delete, search, with background cookie generation. */
export const zipcodesModule: SandboxModule = {
  name: 'zipcodes',
  register(kit) {
    const { ctx } = kit;
    const { db } = ctx;

    kit.handle(ep.create, ({ input, user }) => {
      const { id, readyAt } = transaction(db, () => {
        const domain = domainOrFail(ctx, input.domain);
        if (!postcodeMatchesDomain(domain.postcode_regex, input.zipcode)) throw new ApiError(400, MESSAGES.invalidPostcode);
        if (isDuplicate(db, user.id, domain.id, input.zipcode)) throw new ApiError(409, MESSAGES.zipcodeExists);
        const state = nextState(ctx, domain, sharedCookieExists(db, user.id, domain.id, input.zipcode));
        const now = nowIso();
        const result = db
          .prepare(
            `INSERT INTO zipcodes (user_id, domain_id, zipcode, status, cookie_ready_at, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(user.id, domain.id, input.zipcode, state.status, state.readyAt, now, now);
        return { id: Number(result.lastInsertRowid), readyAt: state.readyAt };
      });
      if (readyAt !== null) scheduleCookieGeneration(ctx, id, readyAt);
      const row = findZipcode(db, user.id, id);
      if (!row) throw new ApiError(404, ZIPCODE_NOT_FOUND);
      return createShape(row);
    });

    kit.handle(ep.list, ({ input, user }) => listZipcodes(db, user.id, input).map(listShape));

    kit.handle(ep.update, ({ input, user }) => {
      const readyAt = transaction(db, () => {
        const row = findZipcode(db, user.id, input.zipcode_id);
        if (!row) throw new ApiError(404, ZIPCODE_NOT_FOUND);
        const domain = input.domain === undefined ? domainOrFail(ctx, row.domain_id) : domainOrFail(ctx, input.domain);
        const zipcode = input.zipcode ?? row.zipcode;
        if (domain.id === row.domain_id && zipcode === row.zipcode) return null;
        if (!postcodeMatchesDomain(domain.postcode_regex, zipcode)) throw new ApiError(400, MESSAGES.invalidPostcode);
        if (isDuplicate(db, user.id, domain.id, zipcode, row.id)) throw new ApiError(409, MESSAGES.zipcodeExists);
        // Changing the value or domain re-triggers cookie generation on a scraping domain (interface 3.1).
        const state = nextState(ctx, domain, false);
        db.prepare('UPDATE zipcodes SET domain_id = ?, zipcode = ?, status = ?, cookie_ready_at = ?, updated_at = ? WHERE id = ?').run(
          domain.id,
          zipcode,
          state.status,
          state.readyAt,
          nowIso(),
          row.id,
        );
        return state.readyAt;
      });
      if (readyAt !== null) scheduleCookieGeneration(ctx, input.zipcode_id, readyAt);
      const row = findZipcode(db, user.id, input.zipcode_id);
      if (!row) throw new ApiError(404, ZIPCODE_NOT_FOUND);
      return updateShape(row);
    });

    kit.handle(ep.delete, ({ input, user }) => {
      // Items keep their postcode id and value: deletion is never blocked (interface 4.1 rule 3).
      const result = db.prepare('DELETE FROM zipcodes WHERE id = ? AND user_id = ?').run(input.zipcode_id, user.id);
      if (Number(result.changes) === 0) throw new ApiError(404, ZIPCODE_NOT_FOUND);
      return 'Zipcode deleted successfully.';
    });

    kit.handle(ep.search, ({ input, user }) => searchZipcodes(db, user.id, input.search ?? '').map(searchShape));
  },
  start(ctx) {
    resumeCookieGenerations(ctx);
  },
};
