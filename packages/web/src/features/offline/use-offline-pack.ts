import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersistMeta } from '../../core/query-persistence';
import { useHydrated } from '../../lib/use-hydrated';
import {
  canSavePacks,
  deletePack,
  findPack,
  listPacks,
  savePack,
  type PackMeta,
  type PackPlan,
} from './pack-store';

/** Packs live in this browser's storage, never in the persisted query cache. */
const LOCAL = { persist: false } satisfies PersistMeta;
const PACKS_KEY = ['offlinePacks'] as const;

/** Every saved pack, the latest first. */
export function useOfflinePacks() {
  return useQuery({ queryKey: PACKS_KEY, queryFn: listPacks, meta: LOCAL, staleTime: 0 });
}

/** One pack's state, and saving it (again) from a plan made when asked. */
export function useOfflinePack(
  key: string,
  plan: () => Promise<PackPlan>,
  on: { saved: (meta: PackMeta) => void; failed: (error: Error) => void },
) {
  const client = useQueryClient();
  const saved = useQuery({
    queryKey: [...PACKS_KEY, key],
    queryFn: () => findPack(key),
    meta: LOCAL,
    enabled: canSavePacks(),
  });
  const save = useMutation({
    mutationFn: async () => savePack(await plan()),
    // Told here rather than to `mutate`, so the message comes even if the page re-rendered.
    onSuccess: on.saved,
    onError: on.failed,
    onSettled: () => client.invalidateQueries({ queryKey: PACKS_KEY }),
  });
  // The server has no caches to save to, but nearly every browser has: the server's page
  // shows the button (nothing moves when it hydrates), and a browser without them drops it.
  const hydrated = useHydrated();
  return { saved: saved.data ?? null, save, supported: !hydrated || canSavePacks() };
}

/** Deleting a pack. */
export function useDeletePack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePack,
    onSettled: () => client.invalidateQueries({ queryKey: PACKS_KEY }),
  });
}
