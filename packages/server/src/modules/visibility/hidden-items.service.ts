import { canSeeHiddenItem, type CurrentUser, type ReportTargetKind } from '@vantage/shared';
import { notFound } from '../../lib/errors';
import type { HiddenItemRepository } from './hidden-item.repository';

/** A viewer as the hidden-item rule reads them. */
type Viewer = Pick<CurrentUser, 'id' | 'admin' | 'impact'> | null | undefined;

/**
 * Items hidden pending review or by a moderator: their author and moderators still see them,
 * everyone else meets a 404, as if the item were gone.
 */
export class HiddenItems {
  constructor(private readonly repository: HiddenItemRepository) {}

  /** Throws 404 (naming `what`) when the item is hidden from this viewer. */
  async assertVisible(
    kind: ReportTargetKind,
    id: number,
    authorId: number | null,
    viewer: Viewer,
    what: string,
  ): Promise<void> {
    if (canSeeHiddenItem(viewer, authorId)) return;
    if (await this.repository.isHidden(kind, id)) throw notFound(what);
  }

  /** The ones held for review among items of one kind (their authors are told so). */
  heldAmong(kind: ReportTargetKind, ids: readonly number[]): Promise<Set<number>> {
    return this.repository.heldAmong(kind, ids);
  }

  /** The items of a list this viewer may see, in their order. */
  async visibleOf<T>(
    kind: ReportTargetKind,
    items: readonly T[],
    idOf: (item: T) => number,
    authorOf: (item: T) => number | null,
    viewer: Viewer,
  ): Promise<T[]> {
    const hidden = await this.repository.hiddenAmong(kind, items.map(idOf));
    if (hidden.size === 0) return [...items];
    return items.filter(
      (item) => !hidden.has(idOf(item)) || canSeeHiddenItem(viewer, authorOf(item)),
    );
  }
}
