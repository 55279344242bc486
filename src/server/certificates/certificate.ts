import type { components } from '../../api/schema.gen';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { isoInstant } from '../core/dates';
import { certificatesStore } from './store';
import { certificateHistory } from './certificate-history';
import { divisionNames } from '../reference-data/division-names';
import { certificateOn } from './certificate-today';
import { todayIso } from '../core/dates';

/**
 * What the certificate itself shows, and therefore all the public page may show: body, number,
 * holder and address, standard and scope, products, dates, TRACES number or GGN, and the live status
 * (with the products a partial suspension concerns, and since when). Nothing else of the
 * customer leaves here; staff's reasons stay between the body and the customer.
 */
export type PublicCertificate = Omit<components['schemas']['PublicCertificate'], 'history' | 'body'>;

interface AddressParts {
  company_name?: string;
  address?: { street?: string; street_number?: string; postal_code?: string; division?: { region?: string; prefecture?: string; municipal_unit?: string } };
}

/** The holder's town, regional unit and region: all of an address the world reads (a private person's street stays private). */
const placeOf = (details: AddressParts): string | null => {
  const d = details.address?.division ?? {};
  const ids = [d.region, d.prefecture, d.municipal_unit];
  // the cascade names a level only below the one above it: stop at the first gap
  const chosen = ids.slice(0, ids.findIndex((id) => !id) === -1 ? 3 : ids.findIndex((id) => !id)) as string[];
  const [region, regionalUnit, town] = divisionNames(chosen, 'el');
  return [town, regionalUnit, region].filter(Boolean).join(', ') || null;
};

/** Street, number and postal code, for the holder's own copy (the PDF goes only to those who may see the application). */
const streetOf = (details: AddressParts): string | null => {
  const a = details.address ?? {};
  const line = [[a.street, a.street_number].filter(Boolean).join(' '), a.postal_code].filter(Boolean).join(', ');
  return line || null;
};

type HolderRow = NonNullable<Awaited<ReturnType<typeof certificatesStore.withHolder>>>;

/** What a certificate with its holder's account shows the world, today. */
function publicCertificateOf(row: HolderRow): PublicCertificate & { code: string; street: string | null } {
  const today = certificateOn(row, todayIso());
  const details = ((row.profile ?? {}) as { user_details?: AddressParts }).user_details ?? {};
  return {
    code: row.public_code,
    number: row.number,
    standard: row.family === 'bio' ? 'bio' : 'globalgap',
    // a company is certified under its name; a person under theirs
    holder: details.company_name?.trim() || row.person,
    address: placeOf(details),
    street: streetOf(details),
    scope: row.scope,
    items: row.items,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    traces_number: row.family === 'bio' ? row.traces_number : null,
    ggn: row.family === 'bio' ? null : row.ggn,
    status: today.status,
    suspended_items: today.suspended_items,
    // the change in force only while it is (a suspension whose last day has passed is over)
    status_effective: today.effective,
    status_until: today.until,
    scheduled: today.scheduled,
    issued_at: isoInstant(row.created_at),
  };
}

/** The certificate of an application, or the one a public code names; undefined when there is none. */
export async function certificateFacts(db: Kysely<Database>, by: { applicationId: string } | { code: string }): Promise<(PublicCertificate & { code: string; street: string | null }) | undefined> {
  const row = await certificatesStore.withHolder(db, by);
  return row ? publicCertificateOf(row) : undefined;
}

/** The certificate's public page (`/verify/{code}`): its facts, the history of its status and the body that issued it; undefined for an unknown code. */
export async function publicCertificatePage(
  db: Kysely<Database>,
  code: string,
  body: components['schemas']['PublicCertificate']['body'],
): Promise<components['schemas']['PublicCertificate'] | undefined> {
  const row = await certificatesStore.withHolder(db, { code });
  if (!row) return undefined;
  const { code: _code, street: _street, ...facts } = publicCertificateOf(row);
  const history = certificateHistory({ issuedOn: facts.issued_at.slice(0, 10), validFrom: row.valid_from, validTo: row.valid_to, changes: row.status_changes }, todayIso());
  return { ...facts, history, body };
}

/** Every certificate as the world sees it today, by number: the register. */
export async function publicRegister(db: Kysely<Database>): Promise<PublicCertificate[]> {
  const rows = await certificatesStore.allWithHolder(db);
  return rows.map((row) => {
    const { code: _code, street: _street, ...shown } = publicCertificateOf(row);
    return shown;
  });
}

/** The address of the public page a certificate's QR code opens. */
export const verifyUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/verify/${code}`;
