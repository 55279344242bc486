/**
 * Base URI every schema file is known by, so `$ref`s between files resolve the way paths do:
 * `"../_defs/parcel.schema.json"` and `"/_defs/parcel.schema.json"` both work. The `.invalid`
 * domain is reserved, so nothing will ever try to fetch it.
 */
export const SCHEMA_BASE_URI = 'https://schemas.portal.invalid/';
