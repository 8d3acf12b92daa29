import { LEAVE_PAGE_WARNING } from '@vantage/shared';
import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';

/** Leaving warns only when the path changes; a change of the query part alone does not. */
export function shouldWarnOnLeave(
  current: Pick<Location, 'pathname'>,
  next: Pick<Location, 'pathname'>,
): boolean {
  return current.pathname !== next.pathname;
}

/**
 * While `active`, asks 'Changes you made are not saved. Do you want to leave?' before an
 * in-app navigation to another path, and lets the browser warn before the tab is closed
 * or reloaded.
 */
export function useLeaveWarning(active: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && shouldWarnOnLeave(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_PAGE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = LEAVE_PAGE_WARNING;
      return LEAVE_PAGE_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
