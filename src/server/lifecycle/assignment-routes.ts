import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import type { Handler } from '../core/handler';
import { signedIn } from '../accounts/viewer';
import { activeStaffMemberName } from '../accounts/staff-members';
import { visibleApplication } from '../applications/visible';
import { lifecycleRunner } from './act';
import { lifecycleRecords } from './records-store';
import { lifecycleSteps } from './steps-store';

/**
 * Staff assign an application to a reviewer (an active staff member with the reviewer duty), or
 * to nobody. The history records it with the reviewer's name as it was then; the customer side
 * is not shown it (staff act as the certification body).
 */
export function assignmentHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const { view } = lifecycleRunner(ctx);

  const assignReviewer: Handler<'assignReviewer'> = async (request) => {
    const viewer = signedIn(request);
    const app = await visibleApplication(db, request.params.id, viewer);
    if (app.status === 'draft') throw new ApiError(409, 'lifecycle.errors.notNow', 'The application is a draft');
    const reviewerId = request.body.reviewer_id;
    const name = reviewerId === null ? null : await activeStaffMemberName(db, reviewerId, 'reviewer');
    if (name === undefined) {
      throw new ApiError(400, 'errors.invalidRequest', 'Not an active reviewer', [
        { path: '/reviewer_id', keyword: 'activeReviewer', messageId: 'staff.assignment.reviewerNotActive', params: {} },
      ]);
    }
    if (reviewerId !== app.reviewer_id) {
      await db.transaction().execute(async (trx) => {
        await lifecycleSteps.assignReviewer(trx, app.id, reviewerId);
        await lifecycleRecords.sideEvent(trx, {
          applicationId: app.id,
          actorId: viewer.userId,
          action: name === null ? 'unassign_reviewer' : 'assign_reviewer',
          details: name === null ? {} : { person: name },
        });
      });
    }
    return view(request);
  };

  return { assignReviewer };
}
