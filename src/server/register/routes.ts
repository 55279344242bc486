import type { AppContext } from '../context';
import { publicRegister } from '../certificates/certificate';
import type { Handler } from '../core/handler';
import { todayIso } from '../core/dates';
import { csvText } from './csv';
import { ApiError } from '../core/errors';
import { afterOf, cursorOf, PUBLIC_REGISTER_FIELDS, searchRegister, type PublicRegisterEntry, type RegisterFilters } from '../certificates/public-register';

/** A minute in any cache: a CDN serves repeated searches, and a status change shows within it. */
const PUBLIC_CACHE = 'public, max-age=60';

const filtersOf = (query: RegisterFilters & { limit?: number; cursor?: string }): RegisterFilters => {
  const { number, ggn, traces, name, product, region, standard, expires_within } = query;
  return { number, ggn, traces, name, product, region, standard, expires_within };
};

/**
 * An entry's CSV fields in PUBLIC_REGISTER_FIELDS order; products as "name (status)" and the
 * scheduled changes as "status from YYYY-MM-DD (products)", each joined by "; ".
 */
const csvRow = (entry: PublicRegisterEntry) =>
  PUBLIC_REGISTER_FIELDS.map((field) => {
    if (field === 'products') return entry.products.map((p) => `${p.name} (${p.status})`).join('; ');
    if (field === 'scheduled') return entry.scheduled.map((c) => `${c.status} from ${c.from}${c.items.length ? ` (${c.items.join(', ')})` : ''}`).join('; ');
    return entry[field];
  });

const COLUMNS = ['number', 'standard', 'holder', 'address', 'scope', 'products', 'valid_from', 'valid_to', 'status', 'suspended_products', 'traces_number'];

/** The register of certificates for the certification body's own records (contract: /staff/register.csv). */
export function registerHandlers(ctx: AppContext) {
  const exportRegister: Handler<'exportRegister'> = async (_request, reply) => {
    const certificates = await publicRegister(ctx.database.db);
    const rows = certificates.map((c) => [
      c.number,
      c.standard,
      c.holder,
      c.address,
      c.scope,
      c.items.join('; '),
      c.valid_from,
      c.valid_to,
      c.status,
      c.suspended_items.join('; '),
      c.traces_number,
    ]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="register-${todayIso()}.csv"`)
      .header('cache-control', 'no-store')
      .code(200)
      .send(csvText([COLUMNS, ...rows]));
  };

  const searchPublicRegister: Handler<'searchPublicRegister'> = async (request, reply) => {
    const query = request.query ?? {};
    const after = afterOf(query.cursor);
    if (after === undefined) {
      throw new ApiError(400, 'errors.invalidRequest', 'Invalid request: /querystring/cursor', [
        { path: '/querystring/cursor', keyword: 'pattern', messageId: 'validation.errors.pattern' },
      ]);
    }
    const limit = query.limit ?? 20;
    // one more than the page: whether there is a next one, without counting them all
    const rows = await searchRegister(ctx.database.db, filtersOf(query), { after: after || undefined, limit: limit + 1 });
    const items = rows.slice(0, limit);
    reply.header('cache-control', PUBLIC_CACHE);
    return { items, nextCursor: rows.length > limit ? cursorOf(items.at(-1)!.number) : null };
  };

  const exportPublicRegisterJson: Handler<'exportPublicRegisterJson'> = async (request, reply) => {
    const entries = await searchRegister(ctx.database.db, filtersOf(request.query ?? {}));
    reply.header('cache-control', PUBLIC_CACHE);
    return entries;
  };

  const exportPublicRegisterCsv: Handler<'exportPublicRegisterCsv'> = async (request, reply) => {
    const entries = await searchRegister(ctx.database.db, filtersOf(request.query ?? {}));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="public-register-${todayIso()}.csv"`)
      .header('cache-control', PUBLIC_CACHE)
      .code(200)
      .send(csvText([[...PUBLIC_REGISTER_FIELDS], ...entries.map(csvRow)]));
  };

  return { exportRegister, searchPublicRegister, exportPublicRegisterJson, exportPublicRegisterCsv };
}
