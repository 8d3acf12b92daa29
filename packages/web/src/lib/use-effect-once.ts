import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once, after the first render, with the values of that render: strict mode's
 * second run of effects and later renders do nothing (a message shown once, a call made once).
 */
export function useEffectOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, [effect]);
}
