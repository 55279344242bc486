import { createToaster } from '@chakra-ui/react';

/** One toaster for the app: success messages of saves (spec §8), already translated by the caller. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

export const notifySuccess = (title: string) => toaster.create({ title, type: 'success', closable: true });
