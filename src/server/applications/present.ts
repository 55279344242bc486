import type { ApplicationRow } from './store';
import { applicationReference } from './reference';
import { stateOf } from '../lifecycle/state';
import { STATE_INFO } from '../../lifecycle/index.ts';
import { isoInstant } from '../core/dates';
import { certificateToday } from '../certificates/certificate-today';


/** Where a submitted application stands and whose move it is; null for a draft. */
function stageOf(row: ApplicationRow) {
  const state = stateOf(row);
  return state ? { state, waiting_on: STATE_INFO[state].waitingOn } : null;
}

/** An application as lists show it. */
export function summaryOf(row: ApplicationRow) {
  return {
    id: row.id,
    reference: applicationReference(row),
    type: row.family,
    status: row.status,
    stage: stageOf(row),
    certificate: certificateToday(row.certificate),
    year: row.year,
    purpose: row.purpose,
    customer: { id: row.owner_id, name: row.customer_name ?? String(row.owner_id), company: row.customer_company, position: row.customer_position ?? null, country_id: row.customer_country_id ?? 1 },
    assigned_employee:
      row.assigned_employee_id === null ? null : { id: row.assigned_employee_id, name: row.employee_name ?? String(row.assigned_employee_id) },
    current_step: row.current_step,
    created_at: isoInstant(row.created_at),
    updated_at: isoInstant(row.updated_at),
    row_version: row.row_version,
  };
}

/** The whole application; `editable` says whether this caller may change it now. */
export function applicationOf(row: ApplicationRow, mayWrite: boolean) {
  return {
    ...summaryOf(row),
    wizard_id: row.wizard_id,
    wizard_version: row.wizard_version,
    answers: row.answers,
    submitted_at: row.submitted_at ? isoInstant(row.submitted_at) : null,
    created_by: row.created_by,
    consultant_id: row.consultant_id,
    assigned_employee_id: row.assigned_employee_id,
    editable: mayWrite && row.status === 'draft',
  };
}

/** The server's copy of a draft, sent with a refused stale write. */
export function draftCopyOf(row: { answers: Record<string, unknown>; current_step: string | null; row_version: number; updated_at: Date | string }) {
  return { answers: row.answers, current_step: row.current_step, row_version: row.row_version, updated_at: isoInstant(row.updated_at) };
}
