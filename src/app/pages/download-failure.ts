// How each browser words a module that could not be fetched (Chromium, Firefox, Safari), and
// Vite's own words when a module's stylesheet or preloaded dependency did not arrive.
const DOWNLOAD_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;

/** Whether `error` says a part of the app did not download (rather than a bug or a missing page). */
export const isDownloadFailure = (error: unknown): boolean => error instanceof Error && DOWNLOAD_FAILED.test(error.message);
