import type { AppContext } from '../context';
import { publicRegister } from '../certificates/certificate';
import type { Handler } from '../core/handler';
import { todayIso } from '../core/dates';
import { csvText } from './csv';

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
  return { exportRegister };
}
