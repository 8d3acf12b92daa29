import { useEffect, useRef, type RefObject } from 'react';

/**
 * Loads the next page when `sentinel` comes within `marginPx` of the viewport: an endless
 * list grows as the reader scrolls. Loads start at most once per `throttleMs`, however
 * fast the reader scrolls.
 */
export function useLoadMore(
  sentinel: RefObject<HTMLElement | null>,
  {
    hasMore,
    loading,
    loadMore,
    throttleMs = 0,
    marginPx = 600,
  }: {
    hasMore: boolean;
    loading: boolean;
    loadMore: () => unknown;
    throttleMs?: number;
    marginPx?: number;
  },
): void {
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      lastLoad.current = Date.now();
      void loadMore();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || timer) return;
        const wait = lastLoad.current + throttleMs - Date.now();
        if (wait <= 0) load();
        else timer = setTimeout(load, wait);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [sentinel, hasMore, loading, loadMore, throttleMs, marginPx]);
}
