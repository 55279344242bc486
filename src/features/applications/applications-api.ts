import type { components } from '../../api/schema.gen';

export type Application = components['schemas']['Application'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationType = components['schemas']['ApplicationType'];
export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type DraftCopy = components['schemas']['DraftCopy'];

export interface ApplicationFilters {
  year?: number;
  type?: ApplicationType;
  status?: ApplicationStatus;
  customer_id?: number;
  purpose?: string;
  /** Rows a page holds (the server's default when not named). */
  limit?: number;
}
