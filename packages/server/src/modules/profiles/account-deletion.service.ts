import {
  canDeleteAccount,
  DELETED_MEMBER_NAME,
  type CurrentUser,
  type DeleteAccountBody,
} from '@vantage/shared';
import type { UserRow } from '../../db/types';
import type { WarnLog } from '../../lib/log';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import type { MediaStore } from '../../media/media-store';
import { deletePhotoFiles } from '../../media/photo-files';
import { requireUser } from '../../lib/permissions';
import type { RequestInfo } from '../../lib/request-info';
import type { AuthService } from '../auth/auth.service';
import type { ProposalRepository } from '../community/proposal.repository';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { AccountDeletionRepository, AccountFiles } from './account-deletion.repository';
import type { UserRepository } from '../users/user.repository';

/** What an account's deletion is built from. */
export interface AccountDeletionDeps {
  repository: AccountDeletionRepository;
  users: Pick<UserRepository, 'findById'>;
  proposals: Pick<ProposalRepository, 'decide' | 'removeTag' | 'setTagStatus'>;
  auth: Pick<AuthService, 'confirmPassword'>;
  media: MediaStore;
  changes: Pick<SpotChanges, 'photosChanged' | 'shownContentChanged'>;
  log?: WarnLog;
}

/**
 * Deleting an account. In one transaction the member's votes are withdrawn (open proposals
 * counted again but never decided by the withdrawal, see `ratingAfterWithdrawal`; decided ones
 * left as decided), their open proposals closed, their decided proposals and the History kept
 * and credited to a deleted member, their descriptions, guides and spots kept likewise, their photos,
 * galleries, sessions, sign-ins and e-mail removed, and their username freed. Their files
 * leave the media store once that committed.
 */
export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /** `DELETE /user/me` or, for administrators, `DELETE /user/{id}`. */
  async delete(
    actor: CurrentUser | null,
    userId: number,
    body: DeleteAccountBody,
    info: RequestInfo,
  ): Promise<{ ok: true }> {
    // An account not yet confirmed may still delete itself, and nothing else.
    const user = requireUser(actor, { allowUnconfirmed: actor?.id === userId });
    if (!canDeleteAccount(user, userId)) {
      throw new HttpError(403, 'forbidden', 'You can only delete your own account.');
    }
    const row = await this.deps.users.findById(userId);
    if (!row) throw notFound('user');
    await this.confirm(user, row, body, info);

    const { files, spots } = await this.deps.repository.transaction(async (trx) => {
      const voted = await this.deps.repository.withdrawVotes(trx, userId);
      await this.deps.repository.dropVotesOnOpenProposalsOf(trx, userId);
      for (const proposal of await this.deps.repository.openProposals(trx, userId)) {
        await this.deps.proposals.decide(trx, proposal.id, 'dropped');
        if (proposal.spot_id == null || proposal.tag_id == null) continue;
        if (proposal.kind === 'tag_add') {
          await this.deps.proposals.removeTag(trx, proposal.spot_id, proposal.tag_id);
        } else if (proposal.kind === 'tag_delete') {
          await this.deps.proposals.setTagStatus(trx, proposal.spot_id, proposal.tag_id, 'active');
        }
      }
      await this.deps.repository.anonymize(trx, userId, DELETED_MEMBER_NAME);
      const files = await this.deps.repository.deletePhotos(trx, userId);
      await this.deps.repository.deleteUser(trx, userId);
      const spots = new Set([...voted, ...files.photos.flatMap((p) => p.spotId ?? [])]);
      return { files, spots };
    });

    await this.removeFiles(files);
    // Photo counts, covers and scores of the spots whose photos went or lost votes.
    for (const spotId of spots) await this.deps.changes.photosChanged(spotId, null);
    // Their descriptions and History entries now name a deleted member.
    this.deps.changes.shownContentChanged();
    return { ok: true };
  }

  /**
   * A member confirms with their password; an account without one, or an administrator
   * deleting someone else, types the account's username (its name when it has none).
   */
  private async confirm(
    actor: CurrentUser,
    row: UserRow,
    body: DeleteAccountBody,
    info: RequestInfo,
  ): Promise<void> {
    if (actor.id === row.id && row.password_hash) {
      if (!body.password) throw badRequest('password', 'is required to delete the account');
      if (!(await this.deps.auth.confirmPassword(row, body.password, info))) {
        throw badRequest('password', 'is wrong');
      }
      return;
    }
    const expected = row.username ?? row.display_name;
    if (!body.confirm) throw badRequest('confirm', `must be the username ${expected}`);
    if (body.confirm.trim().toLowerCase() !== expected.toLowerCase()) {
      throw badRequest('confirm', `must be the username ${expected}`);
    }
  }

  private async removeFiles(files: AccountFiles): Promise<void> {
    const work = [
      ...files.photos.map((photo) =>
        deletePhotoFiles(this.deps.media, photo.id, photo.originalKey),
      ),
      ...files.uploadKeys.map((key) => this.deps.media.delete(key)),
    ];
    for (const result of await Promise.allSettled(work)) {
      if (result.status === 'rejected') {
        this.deps.log?.warn(
          { err: result.reason },
          'Account deletion: a file stayed in the store.',
        );
      }
    }
  }
}
