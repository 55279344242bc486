import type { ConfirmDialogProps } from './confirm-dialog-view';
import { deferredDialog } from './deferred-dialog';

export type { ConfirmDialogProps };

/** Asks before a destructive action and says what it does (spec §5: "cannot be undone"); its code comes once the page has settled. */
export const ConfirmDialog = deferredDialog<ConfirmDialogProps>(() => import('./confirm-dialog-view').then((m) => m.ConfirmDialogView));
