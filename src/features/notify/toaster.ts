import { createToaster } from '@chakra-ui/react';

/**
 * One toaster for the app: success messages of saves (spec §8), already translated by the caller.
 * At the bottom, clear of the header's controls.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 });

/**
 * How long a success message shows (issue 46: one stayed for minutes over the bottom of a phone's
 * form): 10 s, long enough to read it twice; it waits while pointed at or focused (Alt+T) and
 * while the page is hidden. It only confirms what the page shows anyway (WCAG 2.2.1's exception
 * for what is not essential); Chakra's own 2 s was too short to read.
 */
export const SUCCESS_MS = 10_000;

export const notifySuccess = (title: string) => toaster.create({ title, type: 'success', closable: true, duration: SUCCESS_MS });

/** An error stays until it is closed: the person must read it to act on it. */
export const notifyError = (title: string) => toaster.create({ title, type: 'error', closable: true, duration: Infinity });
