import { ApiError, notFound } from '../core/errors';
import { renewalAnswers } from '../../engine/wizard-renewal.ts';
import type { WizardAnswers, WizardManifest } from '../../engine/wizard.ts';
import type { ApplicationRow } from './store';

const CERTIFIED = new Set(['certified', 'partially_certified']);

/**
 * The application a renewal continues (`renewal_of`), as the viewer may see it: certified, and
 * of the same kind as the draft asked for. Continuing certification is the normal case; the
 * duplicate rule still meets a second renewal of the same year when it is saved.
 */
export function assertRenewable(previous: ApplicationRow | undefined, type: string): ApplicationRow {
  if (!previous) throw notFound('No such application to renew');
  const issue = (messageId: string) => [{ path: '/body/renewal_of', keyword: 'renewal', messageId }];
  if (previous.family !== type) {
    throw new ApiError(400, 'errors.invalidRequest', 'A renewal continues an application of the same kind', issue('errors.renewalOtherType'));
  }
  if (!CERTIFIED.has(previous.status)) {
    throw new ApiError(409, 'errors.renewalNotCertified', 'Only a certified application is renewed', issue('errors.renewalNotCertified'));
  }
  return previous;
}

/**
 * What a new draft starts with: the profile's answers (`fresh`) and the year and purpose asked,
 * or for a renewal last period's answers for the next year (wizard-renewal.ts).
 */
export function draftStart(manifest: WizardManifest, fresh: WizardAnswers, previous: ApplicationRow | undefined, asked: { year: number | null; purpose: string | null }) {
  if (!previous) return { answers: fresh, ...asked };
  const start = renewalAnswers(manifest, previous.answers as WizardAnswers, previous.year, fresh);
  if (!start) throw new ApiError(409, 'errors.renewalNotCertified', `The wizard ${manifest.id} offers no renewal`);
  return start;
}
