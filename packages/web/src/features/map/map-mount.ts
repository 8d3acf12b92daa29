import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the map may be made: true in a task after the one that mounted the component; the
 * render that follows is React's background kind, so the task making the map makes nothing else.
 */
export function useMapMountReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
