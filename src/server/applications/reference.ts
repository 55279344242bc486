/**
 * The reference people read on every screen, document and mail (BIO-2026-000123,
 * GG-2026-000124): the family, the year the application was started, its number.
 */
export function applicationReference(app: { family: string; number: number; created_at: Date | string }): string {
  const prefix = app.family === 'bio' ? 'BIO' : 'GG';
  return `${prefix}-${new Date(app.created_at).getUTCFullYear()}-${String(app.number).padStart(6, '0')}`;
}
