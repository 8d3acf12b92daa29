import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a render of their own after the one that mounts it. That render is
 * React's background kind: it yields to the browser every few milliseconds instead of holding
 * the task of the update that brought the children (an update outside a React event, such as a
 * map or a fetch telling a component something, renders in one piece).
 */
export function RenderInBackground({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
