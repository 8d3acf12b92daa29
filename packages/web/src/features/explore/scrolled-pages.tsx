import { useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLoadMore } from '../../lib/use-load-more';

/**
 * A list read `pageSize` items at a time from offset 0, the next page loaded as the list's end
 * (`sentinel`) scrolls near; a page shorter than `pageSize` is the last.
 */
export function useScrolledPages<T>({
  queryKey,
  fetchPage,
  pageSize,
  throttleMs,
}: {
  queryKey: readonly unknown[];
  fetchPage: (offset: number) => Promise<T[]>;
  pageSize: number;
  /** Scrolling loads another page at most this often. */
  throttleMs?: number;
}) {
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.length < pageSize ? undefined : all.length * pageSize),
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useLoadMore(sentinel, {
    hasMore: hasNextPage,
    loading: isFetchingNextPage,
    loadMore: fetchNextPage,
    throttleMs,
  });
  return { pages, items: pages.data?.pages.flat(), sentinel };
}

type ScrolledPages = ReturnType<typeof useScrolledPages>;

/** What a scrolled list shows when it could not be loaded, with a retry. */
export function PagesFailed({ what, pages }: { what: string; pages: ScrolledPages['pages'] }) {
  return (
    <Box sx={{ py: 4 }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {`The ${what} could not be loaded.`}
      </Typography>
      <Button onClick={() => void pages.refetch()}>Try again</Button>
    </Box>
  );
}

/** The end of a scrolled list: the sentinel, with a button that loads the next page at once. */
export function PagesEnd({ list, more }: { list: ScrolledPages; more: string }) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list.pages;
  return (
    <Box ref={list.sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      {hasNextPage ? (
        <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : more}
        </Button>
      ) : null}
    </Box>
  );
}
