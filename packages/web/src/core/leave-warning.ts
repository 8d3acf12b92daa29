import { LEAVE_PAGE_WARNING } from '@vantage/shared';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';

/** Leaving warns only when the path changes; a change of the query part alone does not. */
export function shouldWarnOnLeave(
  current: Pick<Location, 'pathname'>,
  next: Pick<Location, 'pathname'>,
): boolean {
  return current.pathname !== next.pathname;
}

/** The editors of the page; any one with unsaved changes holds an in-app navigation. */
const guards = new Set<{ active: boolean; released: boolean }>();

function anyUnsaved(): boolean {
  for (const guard of guards) if (guard.active && !guard.released) return true;
  return false;
}

/**
 * The app's one blocker of in-app navigations, mounted once with the page's shell: while any
 * editor of the page has unsaved changes, asks 'Changes you made are not saved. Do you want to
 * leave?' before a navigation to another path. It lives outside the editors, so an editor made
 * anew while the navigation waits (its section rendered again) cannot take the question with it.
 */
export function LeaveWarningBlocker(): null {
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      anyUnsaved() && shouldWarnOnLeave(currentLocation, nextLocation),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_PAGE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return null;
}

/**
 * While `active`, holds in-app navigations to another path for the question of
 * {@link LeaveWarningBlocker}, and lets the browser warn before the tab is closed or reloaded.
 * The returned `release` lets the next navigation go without asking, for an editor that has
 * just saved and moves on in the same click.
 */
export function useLeaveWarning(active: boolean): () => void {
  const guard = useRef({ active, released: false });
  useLayoutEffect(() => {
    guard.current.active = active;
    guard.current.released = false;
  }, [active]);
  useLayoutEffect(() => {
    const own = guard.current;
    guards.add(own);
    return () => {
      guards.delete(own);
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guard.current.released) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = LEAVE_PAGE_WARNING;
      return LEAVE_PAGE_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return useCallback(() => {
    guard.current.released = true;
  }, []);
}
