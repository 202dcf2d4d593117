import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';

/** The print queue's list as it opens (newest first, 25 a page): the list and its prefetch share these, so they share a cache entry. */
export const QUEUE_PAGE = { sort: { field: 'id', order: 'DESC' as const }, perPage: 25 };
/** How often the open list polls, and the dashboard refreshes the prefetched first page. */
export const QUEUE_POLL_MS = 5000;
const PREFETCH_REFRESH_MS = 15_000;

/**
 * Keeps the print queue's first page in react-admin's query cache while the dashboard is open, once
 * the browser is idle: opening the queue from the menu then draws rows from the cache at once (the
 * list refetches in the background, as it does every few seconds anyway) instead of drawing a
 * loading state, waiting for the answer and drawing again.
 */
export function usePrefetchQueueFirstPage(): void {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setIdle(true), 500);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  useGetList(
    'print-queue',
    { pagination: { page: 1, perPage: QUEUE_PAGE.perPage }, sort: QUEUE_PAGE.sort, filter: {} },
    { enabled: idle, refetchInterval: PREFETCH_REFRESH_MS, refetchOnWindowFocus: false },
  );
}
