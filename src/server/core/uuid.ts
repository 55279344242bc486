/** A UUID as the database writes it: ids in paths and bodies are checked with it before a query (PostgreSQL refuses a malformed one). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
