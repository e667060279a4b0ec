import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalBody } from './test/publishable';
import { PUBLISHABLE } from './test/publishable';
import { mp4Bytes, multipartBody, pngBytes, worldDeal } from './test/deal-fixtures';
import { PNG_BASE64 } from './test/auth';
import { createTestApp, type TestApp } from './test/harness';

/**
 * Item 6 of issue 23: files delivered on a deal (and the brands' media libraries) are served only
 * through signed links that expire, which the API gives only to the deal's creator, the brand's
 * managers and admins. Public images (avatars, proposal images) stay public and cached.
 */

interface MediaBody {
  id: number;
  url: string;
  deal_id: number | null;
}

const YEAR = 'public, max-age=31536000, immutable';

describe('deal content: only its two sides and admins can open it', () => {
  let t: TestApp;
  let storageDir: string;
  /** The PNG the creator delivered, and the links each party got from the API. */
  let image: Buffer;
  let delivered: MediaBody;
  let brandLink: string;
  let adminLink: string;
  let video: MediaBody;

  /** A browser fetching a file: no token, no cookie. */
  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  const listed = async (token: string, dealId: number) => {
    const result = await t.call('GET', '/api/brand/media', { token, query: { deal_id: dealId } });
    expect(result.status).toBe(200);
    return (result.body as { data: MediaBody[] }).data;
  };

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'colla-media-privacy-'));
    t = await createTestApp({ storageDir });
    const fx = await worldDeal(t, 'creatorA');
    const upload = await t.call('POST', `/api/deals/${fx.deal.id}/media`, {
      token: t.world.creatorA.token,
      ...multipartBody([{ name: 'file', filename: 'terrace.png', data: pngBytes() }]),
    });
    expect(upload.status, upload.text).toBe(201);
    delivered = upload.body as MediaBody;
    image = await readFile(
      join(storageDir, (delivered.url.split('?')[0] ?? '').slice('/storage/'.length)),
    );

    const brandItem = (await listed(t.world.brandUserA.token, fx.deal.id)).find(
      (item) => item.id === delivered.id,
    );
    const adminItem = (await listed(t.world.admin.token, fx.deal.id)).find(
      (item) => item.id === delivered.id,
    );
    if (!brandItem || !adminItem) throw new Error('the brand or the admin does not list the file');
    brandLink = brandItem.url;
    adminLink = adminItem.url;

    const reel = await t.call('POST', `/api/deals/${fx.deal.id}/media`, {
      token: t.world.brandUserA.token,
      ...multipartBody([{ name: 'file', filename: 'reel.mp4', data: mp4Bytes(64 * 1024) }]),
    });
    expect(reel.status, reel.text).toBe(201);
    video = reel.body as MediaBody;
  });
  afterAll(async () => {
    await t.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('gives each side and the admin a signed link that opens the file, cached privately', async () => {
    const bare = delivered.url.split('?')[0] ?? '';
    expect(bare).toMatch(/^\/storage\/media\/[\w-]+\.png$/);
    for (const link of [delivered.url, brandLink, adminLink]) {
      expect(link).toMatch(/^\/storage\/media\/[\w-]+\.png\?exp=\d+&sig=[\w-]{43}$/);
      expect(link.split('?')[0]).toBe(bare);
      const response = await open(link);
      expect(response.statusCode, link).toBe(200);
      expect(response.rawPayload.equals(image)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      const cache = String(response.headers['cache-control']);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(cache)?.[1]);
      // At least the hour promised, at most the hour and the 10-minute rounding.
      expect(maxAge, cache).toBeGreaterThan(59 * 60);
      expect(maxAge, cache).toBeLessThanOrEqual(70 * 60);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
    expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('gives an outsider with the address nothing', async () => {
    const bare = delivered.url.split('?')[0] ?? '';
    const refused = await open(bare);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message:
        'This link to the file has expired or is not valid. Open the page again to get a new one.',
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.rawPayload.includes(image)).toBe(false);
    // A token changes nothing: files are opened by link, and other tenants get no link.
    expect(
      (await open(bare, { authorization: `Bearer ${t.world.brandUserB.token}` })).statusCode,
    ).toBe(403);
    const other = await t.call('GET', `/api/brand/media/${delivered.id}`, {
      token: t.world.brandUserB.token,
    });
    expect(other.status).toBe(404);
    const otherList = await t.call('GET', '/api/brand/media', { token: t.world.brandUserB.token });
    expect(JSON.stringify(otherList.body)).not.toContain(bare);
  });

  it('refuses a link that expired, and the page gets a new one', async () => {
    t.setNow(new Date(Date.now() + 71 * 60 * 1000));
    try {
      for (const link of [delivered.url, brandLink, adminLink]) {
        expect((await open(link)).statusCode, link).toBe(403);
      }
      const fresh = (
        await t.call('GET', `/api/brand/media/${delivered.id}`, {
          token: t.world.brandUserA.token,
        })
      ).body as MediaBody;
      expect(fresh.url).not.toBe(brandLink);
      expect((await open(fresh.url)).statusCode).toBe(200);
    } finally {
      t.setNow(new Date());
    }
  });

  it('refuses a link that was changed: its signature, its expiry, or its file', async () => {
    const url = new URL(brandLink, 'http://colla.test');
    const exp = url.searchParams.get('exp') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    const path = url.pathname;
    const videoPath = video.url.split('?')[0] ?? '';
    const tampered = [
      `${path}?exp=${exp}&sig=${flipped}`,
      `${path}?exp=${Number(exp) + 600}&sig=${sig}`,
      `${path}?exp=${exp}`,
      `${path}?sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig.slice(0, 20)}`,
      `${path}?exp=-1&sig=${sig}`,
      // The signature of one file does not open another.
      `${videoPath}?exp=${exp}&sig=${sig}`,
    ];
    for (const link of tampered) expect((await open(link)).statusCode, link).toBe(403);
  });

  it('refuses other spellings of a private address', async () => {
    const name = (delivered.url.split('?')[0] ?? '').slice('/storage/media/'.length);
    const spellings = [
      `/storage/%6Dedia/${name}`,
      `/storage/%6dedia/${name}`,
      `/storage//media/${name}`,
      `/storage/./media/${name}`,
      `/storage/proposals/../media/${name}`,
      `/storage/proposals/%2e%2e/media/${name}`,
      `/storage/media%2F${name}`,
      `/storage/media`,
      `/storage/media/`,
    ];
    for (const url of spellings) {
      const response = await open(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.rawPayload.includes(image), url).toBe(false);
    }
  });

  it('plays videos through the link: HEAD and ranges', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: video.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(64 * 1024));
    const range = await open(video.url, { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(100);
    expect(
      (await t.app.inject({ method: 'HEAD', url: video.url.split('?')[0] ?? '' })).statusCode,
    ).toBe(403);
  });

  it('keeps the same link for the same file for a while, so browsers reuse what they cached', async () => {
    const again = (
      await t.call('GET', `/api/brand/media/${delivered.id}`, {
        token: t.world.brandUserA.token,
      })
    ).body as MediaBody;
    // Both links come from one 10-minute step unless the clock crossed one in between.
    const step = (link: string) =>
      Number(new URL(link, 'http://colla.test').searchParams.get('exp'));
    if (step(again.url) === step(brandLink)) expect(again.url).toBe(brandLink);
  });

  it('a link signed by another server (another secret) opens nothing here', async () => {
    const other = await createTestApp({ storageDir });
    try {
      const link = (
        await other.call('POST', '/api/brand/media', {
          token: other.world.brandUserA.token,
          ...multipartBody([{ name: 'file', filename: 'a.png', data: pngBytes() }]),
        })
      ).body as MediaBody;
      expect((await other.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(200);
      expect((await open(link.url)).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('keeps public images public and cached: avatars and proposal images', async () => {
    const avatar = await t.call('PUT', '/api/me/avatar', {
      token: t.world.creatorA.token,
      body: { image_base64: PNG_BASE64 },
    });
    expect(avatar.status).toBe(200);
    const proposal = await t.call('POST', '/api/brand/proposals', {
      token: t.world.brandUserA.token,
      body: proposalBody(t.world.brandA.id, {
        status: 'active',
        ...PUBLISHABLE,
        image_base64: `data:image/png;base64,${PNG_BASE64}`,
      }),
    });
    expect(proposal.status).toBe(201);
    const paths = [
      (avatar.body as { avatar_path: string }).avatar_path,
      (proposal.body as { image: string }).image,
    ];
    for (const path of paths) {
      expect(path).toMatch(/^\/storage\/(avatars|proposals)\/[\w-]+\.png$/);
      const response = await open(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe(YEAR);
      expect(response.headers['content-type']).toBe('image/png');
    }
  });
});
