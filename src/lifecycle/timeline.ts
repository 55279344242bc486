import { STEPS, stepStates, type LifecycleState, type Step, type StepState } from './states';
import type { LiveCertificateStatus } from './certificate-status';
import type { SanctionState } from './sanctions';

/**
 * The timeline's steps: the lifecycle's own (review to decision, more precise than the
 * specification's offer, contract, inspection), then the two the specification names after
 * them, the certificate and the sanctions.
 */
export type TimelineStep = Step | 'certificate' | 'sanctions';

export interface TimelineEntry {
  step: TimelineStep;
  state: StepState;
  /** The certificate's status today (issued but not yet in force, in force, suspended…); null on the other steps. */
  detail: LiveCertificateStatus | null;
}

/** What a certificate's status today makes of its step: in force or ended, done; issued ahead or suspended, still in process. */
const CERTIFICATE_STEP: Readonly<Record<LiveCertificateStatus, StepState>> = {
  valid: 'confirmed',
  expired: 'confirmed',
  revoked: 'confirmed',
  cancelled: 'confirmed',
  not_yet_valid: 'in_process',
  suspended: 'in_process',
  partially_suspended: 'in_process',
};

function certificateStep(state: LifecycleState, certificate: LiveCertificateStatus | null): TimelineEntry | null {
  if (certificate !== null) return { step: 'certificate', state: CERTIFICATE_STEP[certificate], detail: certificate };
  // refused: no certificate will come, so the step is not promised
  if (state === 'rejected') return null;
  // certified but the certificate not yet on record (it is issued on the decision): in process
  const certified = state === 'certified' || state === 'partially_certified';
  return { step: 'certificate', state: certified ? 'in_process' : 'pending', detail: null };
}

/**
 * The steps of an application in `state` (null for a draft: every step pending), with its
 * certificate's status today and its sanctions' states. The sanctions' step shows once any
 * exists: in process while one is open (imposed or answered), confirmed once all are closed
 * (lifted, or escalated to the certificate).
 */
export function timelineOf(state: LifecycleState | null, certificate: LiveCertificateStatus | null, sanctions: readonly SanctionState[]): TimelineEntry[] {
  const steps = state ? stepStates(state) : null;
  const entries: TimelineEntry[] = STEPS.map((step) => ({ step, state: steps?.[step] ?? 'pending', detail: null }));
  const ofCertificate = state ? certificateStep(state, certificate) : { step: 'certificate' as const, state: 'pending' as const, detail: null };
  if (ofCertificate) entries.push(ofCertificate);
  if (sanctions.length > 0) {
    const open = sanctions.some((s) => s === 'imposed' || s === 'answered');
    entries.push({ step: 'sanctions', state: open ? 'in_process' : 'confirmed', detail: null });
  }
  return entries;
}
