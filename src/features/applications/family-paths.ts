import type { ApplicationType } from './applications-api';

/**
 * The path segment of each family in the routes of spec §2 (`/applications/bio/…`,
 * `/applications/global/…`) and the wizard it opens. Kept free of imports that run: the build
 * reads it to announce each family's wizard with its pages (scripts/vite-route-preloads.ts).
 */
export const FAMILY_SEGMENTS = { bio: 'bio', global: 'globalgap' } as const satisfies Record<string, ApplicationType>;

export const familyPath = (type: ApplicationType): keyof typeof FAMILY_SEGMENTS => (type === 'bio' ? 'bio' : 'global');
export const typeOfPath = (segment: string): ApplicationType => (segment === 'bio' ? 'bio' : 'globalgap');
