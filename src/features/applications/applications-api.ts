import type { components, operations } from '../../api/schema.gen';

export type Application = components['schemas']['Application'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationType = components['schemas']['ApplicationType'];
export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type DraftCopy = components['schemas']['DraftCopy'];

/** The list's filters, as the contract names them (the cursor is the query's own). */
export type ApplicationFilters = Omit<NonNullable<operations['listApplications']['parameters']['query']>, 'cursor'>;
