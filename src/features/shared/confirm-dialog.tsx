import type { ConfirmDialogProps } from './confirm-dialog-view';
import { deferredDialog } from './deferred-dialog';

export type { ConfirmDialogProps };

/** Asks before a destructive action and says what it does (spec §5: "cannot be undone"); its code comes when the page is idle. */
export const ConfirmDialog = deferredDialog<ConfirmDialogProps>(() => import('./confirm-dialog-view').then((m) => m.ConfirmDialogView));
