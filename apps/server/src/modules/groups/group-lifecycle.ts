import {
  type CreateGroupBody,
  type Group,
  type UpdateGroupBody,
  groupPresenceChannel,
} from '@app/contract/groups';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http-errors.js';
import { reencodeAsPng } from '../../lib/images.js';
import type { Actor } from '../auth/actor.js';
import { groups } from './groups.schema.js';
import {
  pictureFile,
  PICTURE_SIDE,
  type LoadedGroup,
  type GroupsContext,
} from './groups.context.js';

/** A group made, changed, deleted, and its picture. */
export function groupLifecycle(ctx: GroupsContext) {
  const {
    db,
    publisher,
    conversations,
    users,
    places,
    storage,
    clock,
    memberIds,
    viewOf,
    viewAfter,
    admitIn,
  } = ctx;
  return {
    /** A new group: its creator is the owner and the first member of its chat. */
    async create(actor: Actor, input: CreateGroupBody): Promise<Group> {
      const creator = await users.findById(actor.userId);
      const cityId = input.city ?? creator?.cityId ?? null;
      if (input.city !== undefined) await places.checkCity(input.city);
      const created = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const conversationId = await conversations.createGroupIn(tx);
          const [row] = await tx
            .insert(groups)
            .values({
              name: input.name,
              description: input.description ?? '',
              visibility: input.visibility,
              cityId,
              conversationId,
              createdAt: clock?.(),
            })
            .returning();
          await admitIn(tx, emit, row!, actor.userId, 'owner');
          return row!;
        }),
      );
      return viewAfter(created, actor.userId);
    },

    /** Owners and admins change what they send (the policy let them through). */
    async update(actor: Actor, group: LoadedGroup, input: UpdateGroupBody): Promise<Group> {
      if (input.city !== undefined) await places.checkCity(input.city);
      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description ?? '' }),
        ...(input.visibility !== undefined && { visibility: input.visibility }),
        ...(input.city !== undefined && { cityId: input.city }),
      };
      // Nothing to change (a form sent nothing, or only fields it may not set): the group as
      // it is, and nobody told. An UPDATE with no column is an SQL error, not a 422.
      if (Object.keys(changes).length === 0) return viewOf(group.id, actor.userId);
      const updated = await publisher.afterCommit(async (emit) => {
        const [row] = await db
          .update(groups)
          .set(changes)
          .where(eq(groups.id, group.id))
          .returning();
        // Deleted since the route loaded it: nothing changed, and nobody is told.
        if (!row) throw notFound();
        emit('group', await memberIds(db, group.id), { group_id: group.id, change: 'updated' });
        return row;
      });
      return viewAfter(updated, actor.userId);
    },

    /**
     * Deletes the group, its chat, its activities and its picture: its owner does, or staff
     * hiding a reported group.
     */
    async remove(group: LoadedGroup): Promise<void> {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const ids = await memberIds(tx, group.id);
          await tx.delete(groups).where(eq(groups.id, group.id));
          await conversations.removeIn(tx, group.row.conversationId);
          emit('group', ids, { group_id: group.id, change: 'deleted' });
          emit.removeFrom(groupPresenceChannel(group.id), ids);
        }),
      );
      await storage.remove(pictureFile(group.id));
    },

    /**
     * Stores the group's picture (re-encoded as a PNG, its metadata gone) and answers the group
     * as `userId` sees it. The file is written before the row says so; a group deleted in
     * between (its removal already ran) takes the file back out, and answers 404.
     */
    async setPicture(groupId: number, upload: Buffer, userId: number): Promise<Group> {
      await storage.write(pictureFile(groupId), await reencodeAsPng(upload, PICTURE_SIDE));
      const [row] = await db
        .update(groups)
        .set({ pictureUpdatedAt: clock?.() ?? new Date() })
        .where(eq(groups.id, groupId))
        .returning();
      if (!row) {
        await storage.remove(pictureFile(groupId));
        throw notFound();
      }
      return viewAfter(row, userId);
    },

    async removePicture(groupId: number, userId: number): Promise<Group> {
      const [row] = await db
        .update(groups)
        .set({ pictureUpdatedAt: null })
        .where(eq(groups.id, groupId))
        .returning();
      await storage.remove(pictureFile(groupId));
      if (!row) throw notFound();
      return viewAfter(row, userId);
    },
  };
}
