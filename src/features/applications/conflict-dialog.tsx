import { deferredDialog } from '../shared/deferred-dialog';
import type { ConflictDialogProps } from './conflict-dialog-view';

/** A stale write was refused: the person chooses which version of the answers to keep (its code comes when the page is idle). */
export const ConflictDialog = deferredDialog<ConflictDialogProps>(() => import('./conflict-dialog-view').then((m) => m.ConflictDialogView));
