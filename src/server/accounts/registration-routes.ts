import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { hashPassword } from './passwords';
import { validateFormBody } from '../../validation/validate.ts';
import { canonicalIdentification } from '../../validation/rules/identifiers';
import { withSameAs } from '../../validation/rules/same-as.ts';
import { checkProfile } from './profile-rules';
import { accountMails } from './account-mails';
import { usersRepository } from './users-store';
import type { Locale } from '../core/db/types';
import { schemaCatalogOf } from '../../engine/schema-folder';
import { activeConsultantByCode, askConsultant } from '../customers/customer-side';
import type { Handler } from '../core/handler';

type Body = Record<string, unknown> & {
  role: 'client' | 'consultant' | 'third_party';
  customer_type: 'individual' | 'legal_entity';
  account: { username: string; password: string };
  user_details: Record<string, unknown> & { email: string; identification: string; country: number };
  partner_code?: string;
};

/** The form that holds a registration of this kind (forms/register-kind names the kinds; schemas/choosers/registration.json maps them). */
export const registrationFormOf = (body: { role?: unknown; customer_type?: unknown }) => schemaCatalogOf().chooseForm('registration', body);

const localeFrom = (header: string | undefined): Locale => {
  const language = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return language === 'en' || language === 'es' ? language : 'el';
};

const PENDING = 'pending_verification';

const userExists = () => new ApiError(409, 'accounts.errors.userExists', 'A user with this username, e-mail or tax number exists');

export function registrationHandlers(ctx: AppContext) {
  const { database } = ctx;

  // The body has passed forms/register-kind (x-fastify-config); now the form of its kind.
  const register: Handler<'register'> = async (request, reply) => {
    const formId = registrationFormOf(request.body);
    // a ticked "same as above" box: its copy made as the browser makes it (docs/decisions.md)
    const body: Record<string, unknown> = withSameAs(schemaCatalogOf().forms.get(formId)?.schema, request.body);
    // closed: a field the form of its kind does not declare is refused, never stored
    const issues = validateFormBody(formId, body);
    // The form of its kind describes Body: what passed it has that shape.
    const passed = (_value: Record<string, unknown>): _value is Body => issues.length === 0;
    if (!passed(body)) throw new ApiError(400, 'accounts.errors.invalidRegistration', 'Invalid registration', issues);
    // The profile's sections, checked as the profile form and the division lists judge them
    // (before anything is looked up: a wrong body is told so first).
    const { account: _account, role, customer_type, partner_code: _code, ...sections } = body;
    const provisional = { id: 0, role, country_id: body.user_details.country };
    const profile = checkProfile(provisional, sections, 'accounts.errors.invalidRegistration');

    const { account, user_details: details } = body;
    const identification = canonicalIdentification(details.identification);
    const email = details.email.trim();
    if (await usersRepository(database.db).registrationClash({ username: account.username.trim().toLowerCase(), identification, email })) throw userExists();

    let consultantId: number | undefined;
    const code = body.partner_code?.trim();
    if (code && body.role !== 'consultant') {
      const consultant = await activeConsultantByCode(database.db, code);
      if (!consultant) {
        throw new ApiError(400, 'accounts.errors.partnerCodeNotFound', 'Unknown partner code', [
          { path: '/partner_code', keyword: 'partnerCode', messageId: 'accounts.errors.partnerCodeNotFound' },
        ]);
      }
      consultantId = consultant.id;
    }

    const passwordHash = await hashPassword(account.password);
    // the account, its consultant request and its confirmation mail commit together or not at all
    const user = await database.db.transaction().execute(async (trx) => {
      const created = await usersRepository(trx)
      .create({
        username: account.username,
        password_hash: passwordHash,
        email,
        role,
        customer_type,
        country_id: details.country,
        status: PENDING,
        locale: localeFrom(request.headers['accept-language']),
        identification,
        profile: JSON.stringify(profile.stored),
        profile_status: profile.status,
      })
      .catch((error: { code?: string }) => {
        // two registrations racing for one username
        if (error.code === '23505') throw userExists();
        throw error;
      });
      if (consultantId !== undefined) {
        // the customer asked (by the consultant's code): the consultant answers, not staff
        await askConsultant(trx, consultantId, created.id);
      }
      await accountMails(ctx, trx).verification(created);
      return created;
    });
    return reply.code(201).send({ status: PENDING, email: user.email });
  };

  return { register };
}
