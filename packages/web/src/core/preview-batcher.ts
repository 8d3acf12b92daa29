import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS, PREVIEW_BATCH_MS, type PointPreview } from '@vantage/shared';
import { apiPost } from '../api/client';
import type { PersistMeta } from './query-persistence';

/** The most ids one `POST /pointPreviews` may name (the server's PointPreviewsBody limit). */
export const MAX_PREVIEWS_PER_REQUEST = 200;

/** Asks the server for the previews of these ids; unknown ids are simply absent from the answer. */
export type FetchPreviews = (ids: number[]) => Promise<PointPreview[]>;

interface Waiter {
  resolve: (preview: PointPreview | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects preview requests over a short window (20 ms) and sends them as one
 * `POST /pointPreviews`, each id once and at most 200 ids per request. Every caller gets
 * its own spot's preview, or null when the server does not know the spot.
 */
export class PreviewBatcher {
  private waiting = new Map<number, Waiter[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly fetchPreviews: FetchPreviews,
    private readonly windowMs: number = PREVIEW_BATCH_MS,
    private readonly maxPerRequest: number = MAX_PREVIEWS_PER_REQUEST,
  ) {}

  /** The preview of one spot, fetched with whatever else is asked for in the same window. */
  load(id: number): Promise<PointPreview | null> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(id, [{ resolve, reject }]);
      this.timer ??= setTimeout(() => this.flush(), this.windowMs);
    });
  }

  private flush(): void {
    this.timer = null;
    const batch = this.waiting;
    this.waiting = new Map();
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += this.maxPerRequest) {
      const chunk = ids.slice(start, start + this.maxPerRequest);
      const settle = (each: (waiter: Waiter, id: number) => void) => {
        for (const id of chunk) for (const waiter of batch.get(id) ?? []) each(waiter, id);
      };
      this.fetchPreviews(chunk).then(
        (previews) => {
          const byId = new Map(previews.map((preview) => [preview.id, preview]));
          settle((waiter, id) => waiter.resolve(byId.get(id) ?? null));
        },
        (error: unknown) => settle((waiter) => waiter.reject(error)),
      );
    }
  }
}

/** The app's one batcher, so every preview asked for in the same 20 ms shares a request. */
export const previewBatcher = new PreviewBatcher((ids) =>
  apiPost('/pointPreviews', { ids }, 'PointPreviewsAnswer'),
);

/**
 * The query of one spot's preview (null for an unknown spot). Cached previews are not asked
 * for again; they stay out of localStorage, as the map asks for hundreds of them.
 */
export function pointPreviewQuery(id: number, batcher: PreviewBatcher = previewBatcher) {
  return queryOptions({
    queryKey: ['pointPreview', id] as const,
    queryFn: () => batcher.load(id),
    staleTime: CACHE_LIFETIME_MS,
    meta: { persist: false } satisfies PersistMeta,
  });
}

/** The preview of a spot, or nothing while `id` is null. */
export function usePointPreview(id: number | null) {
  return useQuery({ ...pointPreviewQuery(id ?? 0), enabled: id != null });
}
