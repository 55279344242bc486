/** Fired on this page whenever the files waiting on the device change (the indicator counts them). */
export const WAITING_FILES_EVENT = 'waiting-files-changed';
