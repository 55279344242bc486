import { takesEffect, type DatedStatusChange, type StoredCertificateStatus } from '../../lifecycle/index.ts';
import type { ReportKind } from '../core/db/report-types';
import { isoDay } from '../core/dates';
import { certificateOn } from '../certificates/certificate-today';
import { divisionNames, placesOnce } from '../reference-data/division-names';
import type { Period, SourceRow } from './store';
import type { ReportedAnswers } from '../../engine/wizard-report.ts';

/** A cell of a report: text, a number (an area) or nothing. */
export type Cell = string | number | null;

/** What a report's rows are written with: the message of an id in the report's language, and its facts. */
export interface RowContext {
  t: (id: string) => string;
  locale: string;
  period: Period;
  /** The day the status is read on: the period's last day, or today when that is still to come. */
  statusDay: string;
  bodyCode: string;
  /** What the application's answers say that a report names, where its wizard's manifest points (engine/wizard-report.ts). */
  reported: (wizardId: string, answers: unknown) => ReportedAnswers;
}

interface Kind {
  /** The columns, in the order the files give them (docs/reports.md says why these). */
  columns: readonly string[];
  /** The columns of long texts (names, lists), given a wide column in the XLSX. */
  wide: readonly string[];
  /** A certificate's rows (none, one, or one per event). */
  rows(row: SourceRow, ctx: RowContext): Cell[][];
}

interface Profile {
  user_details?: {
    company_name?: string;
    address?: { street?: string; street_number?: string; postal_code?: string; division?: { region?: string; prefecture?: string; municipal_unit?: string } };
  };
}

const detailsOf = (row: SourceRow) => ((row.profile ?? {}) as Profile).user_details ?? {};
/** A company is under control under its name, a person under theirs. */
const operatorOf = (row: SourceRow) => detailsOf(row).company_name?.trim() || row.person;
const streetOf = (row: SourceRow) => {
  const a = detailsOf(row).address ?? {};
  return [[a.street, a.street_number].filter(Boolean).join(' '), a.postal_code].filter(Boolean).join(', ') || null;
};
/** Region, regional unit and municipal unit, each named in the report's language (null where the address stops). */
const placeOf = (row: SourceRow, locale: string): [string | null, string | null, string | null] => {
  const d = detailsOf(row).address?.division ?? {};
  const ids = [d.region, d.prefecture, d.municipal_unit];
  const gap = ids.findIndex((id) => !id);
  const names = divisionNames(ids.slice(0, gap === -1 ? 3 : gap) as string[], locale);
  return [names[0] ?? null, names[1] ?? null, names[2] ?? null];
};

const factsOf = (row: SourceRow) => ({
  status: row.status as StoredCertificateStatus,
  valid_from: row.valid_from,
  valid_to: row.valid_to,
  status_until: row.status_until,
  suspended_items: row.suspended_items as string[],
  status_changes: row.status_changes as unknown as DatedStatusChange[],
});

const list = (values: readonly string[]) => values.join('; ');
const camel = (value: string) => value.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * The organic operators under control in the period: each certificate whose validity meets it,
 * unless it was revoked or cancelled before the period began; its status on the period's last
 * day. Columns after the EU list of operators (Reg. 2018/848 Art. 34(6), 35) and the
 * certificate's model (Reg. 2021/2119), with the areas the Greek authority asks: docs/reports.md.
 */
const organicOperators: Kind = {
  columns: [
    'control_body', 'operator', 'tax_number', 'operatorType', 'address', 'region', 'regional_unit', 'municipal_unit',
    'activities', 'product_categories', 'products', 'area', 'parcels', 'certificate', 'traces_number', 'valid_from', 'valid_to', 'status', 'status_since',
  ],
  wide: ['operator', 'address', 'activities', 'product_categories', 'products'],
  rows(row, ctx) {
    const facts = factsOf(row);
    const atStart = certificateOn(facts, ctx.period.from).status;
    if (atStart === 'revoked' || atStart === 'cancelled') return [];
    // the questions the organic manifest's `report` points at (schemas/wizards/bio.json)
    const reported = ctx.reported(row.wizard_id, row.answers ?? {});
    const on = certificateOn(facts, ctx.statusDay);
    return [
      [
        ctx.bodyCode,
        operatorOf(row),
        row.identification,
        reported.operatorType.map(ctx.t).join('; ') || null,
        streetOf(row),
        ...placeOf(row, ctx.locale),
        list(reported.activities.map(ctx.t)),
        list(reported.productCategories.map(ctx.t)),
        list(row.items as string[]),
        reported.area,
        reported.rows,
        row.number,
        row.traces_number,
        row.valid_from,
        row.valid_to,
        ctx.t(`certificates.status.${on.status}`),
        on.effective ?? (on.status === 'valid' ? row.valid_from : null),
      ],
    ];
  },
};

/** Which change of status a GLOBALG.A.P. report lists, and under which event. */
const EVENT_OF: Partial<Record<StoredCertificateStatus, string>> = {
  suspended: 'suspended',
  partially_suspended: 'partially_suspended',
  revoked: 'withdrawn',
  cancelled: 'cancelled',
};

/**
 * The GLOBALG.A.P. certificates issued, suspended and withdrawn in the period: one row per event
 * (issue, a suspension whole or partial, a withdrawal or cancellation that took effect on one of
 * its days), in date order per certificate.
 */
const globalgapCertificates: Kind = {
  columns: ['event', 'event_date', 'certificate', 'ggn', 'holder', 'tax_number', 'region', 'products', 'suspended_products', 'valid_from', 'valid_to', 'status'],
  wide: ['holder', 'region', 'products', 'suspended_products'],
  rows(row, ctx) {
    const facts = factsOf(row);
    const inPeriod = (day: string) => day >= ctx.period.from && day <= ctx.period.to;
    const events: { event: string; day: string; items: readonly string[] }[] = [];
    const issued = isoDay(row.created_at);
    if (inPeriod(issued)) events.push({ event: 'issued', day: issued, items: [] });
    facts.status_changes.forEach((change, index) => {
      const event = EVENT_OF[change.status];
      if (event && inPeriod(change.from) && takesEffect(facts.status_changes, index)) events.push({ event, day: change.from, items: change.status === 'partially_suspended' ? change.items : [] });
    });
    const place = placesOnce(placeOf(row, ctx.locale).filter((name): name is string => !!name).reverse()).join(', ') || null;
    const status = ctx.t(`certificates.status.${certificateOn(facts, ctx.statusDay).status}`);
    return events
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((e) => [
        ctx.t(`reportFiles.event.${camel(e.event)}`),
        e.day,
        row.number,
        row.ggn,
        operatorOf(row),
        row.identification,
        place,
        list(row.items as string[]),
        list(e.items),
        row.valid_from,
        row.valid_to,
        status,
      ]);
  },
};

export const REPORT_KINDS: Readonly<Record<ReportKind, Kind>> = {
  organic_operators: organicOperators,
  globalgap_certificates: globalgapCertificates,
};

/** A report's sheet name, headings (in the report's language) and column widths. */
export function layoutOf(kind: ReportKind, t: (id: string) => string) {
  const { columns, wide } = REPORT_KINDS[kind];
  const headings = columns.map((column) => t(`reportFiles.${camel(kind)}.${camel(column)}`));
  return {
    title: t(`reportFiles.${camel(kind)}.title`),
    headings,
    widths: columns.map((column, i) => (wide.includes(column) ? 40 : Math.min(Math.max(headings[i]!.length + 2, 12), 30))),
  };
}
