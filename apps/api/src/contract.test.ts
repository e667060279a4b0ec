import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminUsers from './contract/admin-users.contract';
import applicantReview from './contract/applicant-review.contract';
import applications from './contract/applications.contract';
import auth from './contract/auth.contract';
import brandRequests from './contract/brand-requests.contract';
import brandPages from './contract/brand-pages.contract';
import calendar from './contract/calendar.contract';
import catalog from './contract/catalog.contract';
import chat from './contract/chat.contract';
import creators from './contract/creators.contract';
import portfolio from './contract/portfolio.contract';
import dashboards from './contract/dashboards.contract';
import deals from './contract/deals.contract';
import type { ContractModule } from './contract/define';
import invites from './contract/invites.contract';
import languages from './contract/languages.contract';
import notifications from './contract/notifications.contract';
import proposals from './contract/proposals.contract';
import uploads from './contract/uploads.contract';
import { createTestApp } from './test/harness';
import { withOps, type ContractApp } from './test/op';
import { contractProblems, operations } from './test/spec';

const modules: ContractModule[] = [
  auth,
  adminUsers,
  catalog,
  proposals,
  applications,
  applicantReview,
  creators,
  invites,
  portfolio,
  brandPages,
  dashboards,
  deals,
  chat,
  calendar,
  notifications,
  uploads,
  languages,
  brandRequests,
];

/**
 * Contract tests: every operation of openapi.yaml is called for its success and each declared
 * error; a response whose status is not declared, or whose body does not match the spec, fails.
 */
for (const module of modules) {
  describe(`contract: ${module.name}`, () => {
    let t: ContractApp;
    beforeAll(async () => {
      t = withOps(await createTestApp());
    });
    afterAll(async () => {
      await t.close();
    });

    for (const c of module.cases) {
      it(`${c.operationId} ${c.status}: ${c.name}`, async () => {
        const result = await c.run(t);
        expect(result.status, result.text.slice(0, 500)).toBe(c.status);
        expect(contractProblems(c.operationId, result)).toEqual([]);
        // Whatever it answers, a signed-in operation's answer is kept by no cache.
        if (operations.find((op) => op.operationId === c.operationId)?.signedIn) {
          expect(result.headers['cache-control'], 'Cache-Control').toBe('no-store');
        }
        // The status is the case's, checked above: `check` takes the answer typed by it.
        await (
          c.check as ((r: typeof result, t: ContractApp) => Promise<void> | void) | undefined
        )?.(result, t);
      });
    }
  });
}

describe('contract coverage', () => {
  it('has a case for every operation and every status it declares', () => {
    const covered = new Set(
      modules.flatMap((m) => m.cases.map((c) => `${c.operationId} ${c.status}`)),
    );
    const missing = operations.flatMap((op) =>
      Object.keys(op.responses)
        .filter((status) => !covered.has(`${op.operationId} ${status}`))
        .map((status) => `${op.operationId} ${status}`),
    );
    expect(missing).toEqual([]);
  });
});
