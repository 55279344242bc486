/** Set at build time by scripts/vite-build-info.ts. */
declare const __BUILD_ID__: string;
