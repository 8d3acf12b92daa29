/** Whether a query failed on a unique index, on either engine (for "already taken" answers). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  // PostgreSQL's unique_violation, and better-sqlite3's extended result code.
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
