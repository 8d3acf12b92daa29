import { useState } from 'react';

/**
 * True from the first render where `condition` held, for good. Lazily loaded overlays use it
 * to load on first use and then stay mounted, so their closing transition can play.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
