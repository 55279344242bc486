import { createToaster } from '@chakra-ui/react';

/**
 * One toaster for the app: success messages of saves (spec §8), already translated by the caller.
 * At the bottom, clear of the header's controls, since a message stays there until it is closed.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 });

// A success message stays until it is closed (its close button; Alt+T reaches the toasts): Chakra
// takes a success toast away after 2 s, too short to read and before a keyboard user gets there.
export const notifySuccess = (title: string) => toaster.create({ title, type: 'success', closable: true, duration: Infinity });
