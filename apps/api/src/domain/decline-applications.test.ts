import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProposal } from '../contract/proposals.contract';
import { applications, deals, notifications } from '../db/schema';
import { createTestApp } from '../test/harness';
import { withOps, type ContractApp } from '../test/op';

describe('declining applications while another decision is made', () => {
  let t: ContractApp;
  beforeAll(async () => {
    t = withOps(await createTestApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('a simultaneous accept and decline: exactly one wins, and the other changes nothing', async () => {
    for (let round = 0; round < 4; round++) {
      const proposal = await insertProposal(t, { brandId: t.world.brandA.id });
      const rows = await t.database.db
        .insert(applications)
        .values([
          { proposalId: proposal.id, creatorId: t.world.creatorA.user.id },
          { proposalId: proposal.id, creatorId: t.world.creatorB.user.id },
        ])
        .returning();
      const [laia, marc] = rows.map((row) => row.id) as [number, number];
      const accept = t.op(
        'updateApplicationStatus',
        { path: { id: laia }, body: { status: 'accepted' } },
        { as: 'brandUserA' },
      );
      const decline = t.op(
        'declineApplications',
        { path: { id: proposal.id }, body: { application_ids: [marc, laia], message: null } },
        { as: 'brandUserA' },
      );
      // Either order: start the other one first every other round.
      const [accepted, declined] =
        round % 2 === 0
          ? await Promise.all([accept, decline])
          : (await Promise.all([decline, accept])).reverse();
      const statuses = await t.database.db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(eq(applications.proposalId, proposal.id));
      const statusOf = (id: number) => statuses.find((row) => row.id === id)?.status;
      const dealRows = await t.database.db
        .select()
        .from(deals)
        .where(eq(deals.applicationId, laia));
      if (accepted?.status === 200) {
        // The accept won: the decline declined nothing, not even Marc.
        expect(declined?.status).toBe(422);
        expect(statusOf(laia)).toBe('accepted');
        expect(statusOf(marc)).toBe('pending');
        expect(dealRows).toHaveLength(1);
      } else {
        expect(accepted?.status).toBe(409);
        expect(declined?.status).toBe(200);
        expect(statusOf(laia)).toBe('rejected');
        expect(statusOf(marc)).toBe('rejected');
        expect(dealRows).toHaveLength(0);
      }
      const rejections = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.type, 'application_rejected'));
      expect(
        rejections.filter(
          (n) => n.data && (n.data as { application_id?: number }).application_id === marc,
        ),
      ).toHaveLength(statusOf(marc) === 'rejected' ? 1 : 0);
    }
  });
});
