import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { media, proposals, users } from '../db/schema/index';
import { createDealFixture, mp4Bytes, multipartBody } from '../test/deal-fixtures';
import { INSUFFICIENT_STORAGE_MESSAGE } from '../storage';
import { noisePng, onFullDisk } from '../test/full-disk';
import type { CallResult } from '../test/harness';
import { withOps, expectStatus, type ContractApp, type As } from '../test/op';
import { defineContract, type ContractCase } from './define';
import { proposalBody } from './proposals.contract';

/**
 * Every upload on a full disk (a 1 MB tmpfs, src/test/full-disk.ts): 507 with openapi.yaml's
 * message, no row pointing at a file, and no file left behind, final or temporary (onFullDisk
 * checks the disk is empty afterwards).
 */

const base64Png = async () => `data:image/png;base64,${(await noisePng()).toString('base64')}`;

/** onFullDisk, with `t.op`. */
const fullDisk = (fn: (t: ContractApp) => Promise<CallResult>) => onFullDisk((t) => fn(withOps(t)));

function outOfSpace(result: CallResult) {
  expect(result.body).toEqual({ message: INSUFFICIENT_STORAGE_MESSAGE });
}

async function proposalImages(t: ContractApp) {
  const rows = await t.database.db.select({ image: proposals.imagePath }).from(proposals);
  return rows.map((row) => row.image).filter((image) => image !== null);
}

/** A proposal created without an image on the full-disk server, to update with one. */
async function createProposal(
  t: ContractApp,
  operationId: 'createAdminProposal' | 'createBrandProposal',
  as: As,
): Promise<number> {
  const created = await t.op(operationId, { body: proposalBody(t.world.brandA.id) }, { as });
  return expectStatus(created, 201).body.id;
}

const cases: ContractCase[] = [
  {
    operationId: 'updateMyAvatar',
    status: 507,
    name: 'the disk is full: nothing is kept, the avatar stays as it was',
    run: () =>
      fullDisk(async (t) => {
        const result = await t.op(
          'updateMyAvatar',
          { body: { image_base64: await base64Png() } },
          { as: 'creatorA' },
        );
        const [row] = await t.database.db
          .select({ avatar: users.avatarPath })
          .from(users)
          .where(eq(users.id, t.world.creatorA.user.id));
        expect(row?.avatar).toBeNull();
        return result;
      }),
    check: outOfSpace,
  },
  {
    operationId: 'createAdminProposal',
    status: 507,
    name: 'the disk is full: no proposal is created',
    run: () =>
      fullDisk(async (t) => {
        const result = await t.op(
          'createAdminProposal',
          { body: proposalBody(t.world.brandA.id, { image_base64: await base64Png() }) },
          { as: 'admin' },
        );
        expect(await t.database.db.select().from(proposals)).toEqual([]);
        return result;
      }),
    check: outOfSpace,
  },
  {
    operationId: 'updateAdminProposal',
    status: 507,
    name: 'the disk is full: the proposal keeps its image (none)',
    run: () =>
      fullDisk(async (t) => {
        const id = await createProposal(t, 'createAdminProposal', 'admin');
        const result = await t.op(
          'updateAdminProposal',
          {
            path: { id },
            body: proposalBody(t.world.brandA.id, { image_base64: await base64Png() }),
          },
          { as: 'admin' },
        );
        expect(await proposalImages(t)).toEqual([]);
        return result;
      }),
    check: outOfSpace,
  },
  {
    operationId: 'createBrandProposal',
    status: 507,
    name: 'the disk is full: no proposal is created',
    run: () =>
      fullDisk(async (t) => {
        const result = await t.op(
          'createBrandProposal',
          { body: proposalBody(t.world.brandA.id, { image_base64: await base64Png() }) },
          { as: 'brandUserA' },
        );
        expect(await t.database.db.select().from(proposals)).toEqual([]);
        return result;
      }),
    check: outOfSpace,
  },
  {
    operationId: 'updateBrandProposal',
    status: 507,
    name: 'the disk is full: the proposal keeps its image (none)',
    run: () =>
      fullDisk(async (t) => {
        const id = await createProposal(t, 'createBrandProposal', 'brandUserA');
        const result = await t.op(
          'updateBrandProposal',
          {
            path: { id },
            body: proposalBody(t.world.brandA.id, { image_base64: await base64Png() }),
          },
          { as: 'brandUserA' },
        );
        expect(await proposalImages(t)).toEqual([]);
        return result;
      }),
    check: outOfSpace,
  },
  {
    operationId: 'uploadBrandMedia',
    status: 507,
    name: 'the disk fills while a video streams in: no file, no record',
    run: () =>
      fullDisk(async (t) => {
        const result = await t.op(
          'uploadBrandMedia',
          {
            ...multipartBody([
              { name: 'file', filename: 'reel.mp4', contentType: 'video/mp4', data: mp4Bytes(3e6) },
            ]),
          },
          { as: 'brandUserA' },
        );
        expect(await t.database.db.select().from(media)).toEqual([]);
        return result;
      }),
    check: outOfSpace,
  },
  {
    operationId: 'uploadBrandMedia',
    status: 507,
    name: 'an image fits the disk as sent, but not again re-encoded beside it',
    run: () =>
      fullDisk(async (t) => {
        // ~750 KB: the file as received fits the 1 MB disk; its re-encoded copy does not.
        const result = await t.op(
          'uploadBrandMedia',
          {
            ...multipartBody([
              { name: 'file', filename: 'noise.png', data: await noisePng(500, 500) },
            ]),
          },
          { as: 'brandUserA' },
        );
        expect(await t.database.db.select().from(media)).toEqual([]);
        return result;
      }),
    check: outOfSpace,
  },
  {
    operationId: 'uploadDealMedia',
    status: 507,
    name: 'the disk fills while the creator delivers a video: no file, no record',
    run: () =>
      fullDisk(async (t) => {
        const fx = await createDealFixture(t.database.db, {
          brandId: t.world.brandA.id,
          creatorId: t.world.creatorA.user.id,
        });
        const result = await t.op(
          'uploadDealMedia',
          {
            path: { id: fx.deal.id },
            ...multipartBody([
              { name: 'file', filename: 'reel.mp4', contentType: 'video/mp4', data: mp4Bytes(3e6) },
            ]),
          },
          { as: 'creatorA' },
        );
        expect(await t.database.db.select().from(media)).toEqual([]);
        return result;
      }),
    check: outOfSpace,
  },
];

export default defineContract('uploads on a full disk', cases);
