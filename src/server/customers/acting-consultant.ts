import type { FastifyRequest } from 'fastify';
import { signedIn, type Viewer } from '../accounts/viewer';
import { forbidden } from '../core/errors';

/**
 * The consultant making the call. The contract's `consultant` scope admits employees too
 * (their role is consultant); managing customers and employees is the consultant's own.
 */
export function actingConsultant(request: FastifyRequest): Viewer {
  const viewer = signedIn(request);
  if (viewer.role !== 'consultant' || viewer.isEmployee) throw forbidden('Only a consultant may do this');
  return viewer;
}
