import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { media, proposals, users } from '../db/schema';
import { mp4Bytes, multipartBody, worldDeal } from '../test/deal-fixtures';
import { INSUFFICIENT_STORAGE_MESSAGE } from '../storage';
import { noisePng, onFullDisk } from '../test/full-disk';
import type { OperationId } from '../http/handler';
import type { CallResult } from '../test/harness';
import { callOp, withOps, expectStatus, type ContractApp, type As, type OpInput } from '../test/op';
import { anyCase, defineContract, type ContractCase } from './define';
import { proposalBody } from '../test/publishable';

/**
 * Every upload on a full disk (a 1 MB tmpfs, src/test/full-disk.ts): 507 with openapi.yaml's
 * message, no row pointing at a file, and no file left behind, final or temporary (onFullDisk
 * checks the disk is empty afterwards).
 */

const base64Png = async () => `data:image/png;base64,${(await noisePng()).toString('base64')}`;

/** onFullDisk, with `t.op`. */
const fullDisk = (fn: (t: ContractApp) => Promise<CallResult>) => onFullDisk((t) => fn(withOps(t)));

function outOfSpace(result: CallResult) {
  expect(result.body).toEqual({ message: INSUFFICIENT_STORAGE_MESSAGE.id });
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

/**
 * A 507 case: on the full-disk server, `as` calls the operation with `input` (made on that
 * server), the answer is the out-of-space one, and `nothingKept` finds no trace of the upload.
 */
function fullDiskCase<O extends OperationId>(
  operationId: O,
  name: string,
  as: As,
  input: (t: ContractApp) => Promise<OpInput<O>>,
  nothingKept: (t: ContractApp) => Promise<void>,
): ContractCase {
  return anyCase({
    operationId,
    status: 507,
    name,
    run: () =>
      fullDisk(async (t) => {
        const result = await callOp(t, operationId, await input(t), { as });
        await nothingKept(t);
        return result;
      }),
    check: outOfSpace,
  });
}

const noMedia = async (t: ContractApp) =>
  expect(await t.database.db.select().from(media)).toEqual([]);
const noProposal = async (t: ContractApp) =>
  expect(await t.database.db.select().from(proposals)).toEqual([]);
const noProposalImage = async (t: ContractApp) => expect(await proposalImages(t)).toEqual([]);

/** A proposal's body with an image. */
const withImage = async (t: ContractApp) =>
  proposalBody(t.world.brandA.id, { image_base64: await base64Png() });

/** Creating a proposal with an image, then adding one to a proposal: as an admin or a brand user. */
const proposalCases = (
  create: 'createAdminProposal' | 'createBrandProposal',
  update: 'updateAdminProposal' | 'updateBrandProposal',
  as: As,
): ContractCase[] => [
  fullDiskCase(
    create,
    'the disk is full: no proposal is created',
    as,
    async (t) => ({ body: await withImage(t) }),
    noProposal,
  ),
  fullDiskCase(
    update,
    'the disk is full: the proposal keeps its image (none)',
    as,
    async (t) => ({
      path: { id: await createProposal(t, create, as) },
      body: await withImage(t),
    }),
    noProposalImage,
  ),
];

/** A 3 MB video, more than the disk holds. */
const reel = () =>
  multipartBody([
    { name: 'file', filename: 'reel.mp4', contentType: 'video/mp4', data: mp4Bytes(3e6) },
  ]);

const cases: ContractCase[] = [
  fullDiskCase(
    'updateMyAvatar',
    'the disk is full: nothing is kept, the avatar stays as it was',
    'creatorA',
    async () => ({ body: { image_base64: await base64Png() } }),
    async (t) => {
      const [row] = await t.database.db
        .select({ avatar: users.avatarPath })
        .from(users)
        .where(eq(users.id, t.world.creatorA.user.id));
      expect(row?.avatar).toBeNull();
    },
  ),
  ...proposalCases('createAdminProposal', 'updateAdminProposal', 'admin'),
  ...proposalCases('createBrandProposal', 'updateBrandProposal', 'brandUserA'),
  fullDiskCase(
    'uploadBrandMedia',
    'the disk fills while a video streams in: no file, no record',
    'brandUserA',
    async () => reel(),
    noMedia,
  ),
  fullDiskCase(
    'uploadBrandMedia',
    'an image fits the disk as sent, but not again re-encoded beside it',
    'brandUserA',
    // ~750 KB: the file as received fits the 1 MB disk; its re-encoded copy does not.
    async () =>
      multipartBody([{ name: 'file', filename: 'noise.png', data: await noisePng(500, 500) }]),
    noMedia,
  ),
  fullDiskCase(
    'uploadDealMedia',
    'the disk fills while the creator delivers a video: no file, no record',
    'creatorA',
    async (t) => {
      const fx = await worldDeal(t, 'creatorA');
      return { path: { id: fx.deal.id }, ...reel() };
    },
    noMedia,
  ),
];

export default defineContract('uploads on a full disk', cases);
