/** Whether a query failed on a unique index, on either engine (for "already taken" answers). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  // PostgreSQL's unique_violation, and better-sqlite3's extended result code.
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Whether PostgreSQL refused a value given to a query (SQLSTATE class 22, data exception:
 * a character it cannot store, a number out of range, text it cannot convert). Such a value
 * comes from the request, so the answer is a 400, not a 500.
 */
export function isDataException(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  if (!('severity' in error)) return false; // only errors of the PostgreSQL driver have it
  return typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);
}
