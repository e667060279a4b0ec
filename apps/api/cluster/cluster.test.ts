// The cluster itself: every process and nginx answer, nginx spreads requests round robin and
// skips a dead process, uploads land in the one shared DATA_DIR, and a server-sent-events
// stream passes through nginx unbuffered.
import { describe, expect, it, vi } from 'vitest';
import { setupCluster } from './support';

const c = setupCluster({ processes: 2 });

/** A 1×1 PNG (a whole image: the server decodes and re-encodes it). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8ffffff7f0009fb03fd08d1e81e0000000049454e44ae426082',
  'hex',
);

/** The start of an MP4 file (an `ftyp` box) padded with zeros to `size` bytes. */
function mp4(size: number): Buffer {
  const head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
}

/** The processes that answered `count` health checks through nginx, by index. */
async function answeredBy(count: number): Promise<number[]> {
  const indexes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await c.call('nginx', 'GET', '/health-check');
    expect(answer.status).toBe(200);
    indexes.push(c.processIndexOf(answer.upstream));
  }
  return indexes;
}

describe('a cluster of API processes behind nginx', () => {
  it('every process and nginx answer the health check', async () => {
    for (const target of ['nginx', 0, 1] as const) {
      const answer = await c.call(target, 'GET', '/health-check');
      expect(answer.status, `health check of ${target}`).toBe(200);
      expect(answer.json).toMatchObject({ status: 'ok' });
    }
    expect(c.cluster.processes.map((p) => p.running)).toEqual([true, true]);
  });

  it('nginx spreads requests over the processes in turn', async () => {
    const indexes = await answeredBy(6);
    expect(new Set(indexes)).toEqual(new Set([0, 1]));
    // Round robin: never the same process twice in a row.
    for (let i = 1; i < indexes.length; i += 1) expect(indexes[i]).not.toBe(indexes[i - 1]);
  });

  it('a dead process is skipped, and gets requests again once restarted', async () => {
    const first = c.processAt(0);
    await first.kill('SIGKILL');
    expect(first.running).toBe(false);
    expect(await answeredBy(6)).toEqual([1, 1, 1, 1, 1, 1]);
    // A signed-in read too: any process can answer any session (tokens live in the database).
    const brand = await c.signIn('brand');
    const proposals = await c.call('nginx', 'GET', '/api/brand/proposals', { token: brand.token });
    expect(proposals.status).toBe(200);

    await first.start();
    expect(first.running).toBe(true);
    // nginx tries it again after fail_timeout (3 s).
    await vi.waitFor(async () => expect(await answeredBy(4)).toContain(0), {
      timeout: 15_000,
      interval: 500,
    });
    const again = await c.call(0, 'GET', '/api/brand/proposals', { token: brand.token });
    expect(again.status).toBe(200);
  });

  it('uploads land in the shared DATA_DIR: any process serves them', async () => {
    const brand = await c.signIn('brand');
    const upload = async (name: string, type: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const response = await fetch(`${c.urlOf('nginx')}/api/brand/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${brand.token}`, accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      expect(response.status, text).toBe(201);
      return JSON.parse(text) as { url: string; size_bytes: number };
    };

    // The link is signed (deal and library files are private): every process checks it with
    // the secret they share through DATA_DIR, and serves the same stored (re-encoded) bytes.
    const image = await upload('terrace.png', 'image/png', PNG);
    expect(image.url).toMatch(/^\/storage\/media\/[\w-]+\.png\?exp=\d+&sig=[\w-]+$/);
    const served: Buffer[] = [];
    for (const target of [0, 1, 'nginx'] as const) {
      const response = await fetch(`${c.urlOf(target)}${image.url}`);
      expect(response.status, `${image.url} from ${target}`).toBe(200);
      served.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(served[0]?.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect(served.every((bytes) => bytes.equals(served[0] ?? Buffer.alloc(0)))).toBe(true);
    expect((await fetch(`${c.urlOf(1)}${image.url.split('?')[0] ?? ''}`)).status).toBe(403);

    // Larger than nginx's default 1 MB body limit: the cluster lets uploads through.
    const video = await upload('reel.mp4', 'video/mp4', mp4(12 * 1024 * 1024));
    expect(video.size_bytes).toBe(12 * 1024 * 1024);
    const head = await fetch(`${c.urlOf(1)}${video.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('nginx overwrites X-Forwarded-For: a client cannot choose the address the server sees', async () => {
    const [brand, admin] = await Promise.all([c.signIn('brand'), c.signIn('admin')]);
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'spoof.png');
      const response = await fetch(`${c.urlOf('nginx')}/api/brand/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${brand.token}`, accept: 'application/json' },
        body: form,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    // A deletion is in the activity log with the address the server took for the client's.
    const deleteAs = async (target: 'nginx' | number, id: number) => {
      const deleted = await c.call(target, 'DELETE', `/api/brand/media/${id}`, {
        token: brand.token,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(deleted.status).toBe(204);
      const logs = await c.call<{ data: { subject_id: number | null; ip_address: string }[] }>(
        'nginx',
        'GET',
        '/api/admin/activity-logs?action=media.deleted&per_page=100',
        { token: admin.token },
      );
      expect(logs.status).toBe(200);
      return logs.json.data.find((log) => log.subject_id === id)?.ip_address;
    };

    // Through nginx the header is replaced by nginx's view of the client (loopback here).
    expect(await deleteAs('nginx', await upload())).toBe('127.0.0.1');
    // Straight to a process from 127.0.0.1 (TRUST_PROXY) the header is believed: the check
    // above would see a spoofed address if nginx passed the client's header on.
    expect(await deleteAs(0, await upload())).toBe('203.0.113.9');
  });

  it('a chat stream through nginx is unbuffered: `: connected` at once, then live messages', async () => {
    const [creator, brand] = await Promise.all([c.signIn('creator'), c.signIn('brand')]);
    const conversation = await c.sharedConversation(creator, brand);

    const stream = await c.openStream('nginx', conversation, { session: creator });
    expect(stream.status).toBe(200);
    expect(String(stream.headers['content-type'])).toMatch(/^text\/event-stream/);
    await stream.waitFor((s) => s.comments.some((comment) => comment.text === 'connected'), 2_000);
    const [connected] = stream.comments;
    expect(connected?.text).toBe('connected');
    expect((connected?.at ?? Infinity) - stream.openedAt).toBeLessThan(1_000);

    // A message sent on the process that holds the stream arrives through nginx right away.
    const holder = c.processIndexOf(stream.upstream);
    const sentAt = performance.now();
    const message = await c.send(holder, brand, conversation, 'Through nginx, unbuffered');
    const event = await stream.waitForMessage(message.id, 3_000);
    expect(event.json).toMatchObject({ id: message.id, client_id: message.client_id });
    expect(event.at - sentAt).toBeLessThan(2_000);

    // Last-Event-ID through nginx replays what came after it.
    const replay = await c.openStream('nginx', conversation, {
      session: creator,
      lastEventId: message.id - 1,
    });
    await replay.waitForMessage(message.id, 3_000);
  });
});
