import { eq } from 'drizzle-orm';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig, testConfig } from '../config';
import { createAppContext } from '../context';
import type { OpenedDatabase } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness';
import { redactedSmtpUrl, type MailLogger } from './transport';

/** What one SMTP conversation delivered. */
interface Received {
  auth: string | null;
  from: string;
  to: string[];
  /** The DATA, dot-unstuffed, without the final `.`. */
  data: string;
}

interface FakeSmtp {
  port: number;
  messages: Received[];
  close(): Promise<void>;
}

/** A tiny SMTP server: EHLO with AUTH PLAIN, MAIL, RCPT, DATA, QUIT; every mail accepted. */
async function fakeSmtp(): Promise<FakeSmtp> {
  const messages: Received[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let current: Received = { auth: null, from: '', to: [], data: '' };
    let dataLines: string[] = [];
    reply('220 fake.smtp.test ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push({ ...current, data: dataLines.join('\r\n') });
            current = { auth: current.auth, from: '', to: [], data: '' };
            reply('250 2.0.0 Ok: queued as FAKE1');
          } else {
            dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') {
          socket.write('250-fake.smtp.test\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        } else if (command === 'HELO') {
          reply('250 fake.smtp.test');
        } else if (command === 'AUTH') {
          const [, mechanism, initial] = line.split(' ');
          if (mechanism?.toUpperCase() !== 'PLAIN' || !initial) {
            reply('504 5.5.4 Unsupported');
          } else {
            current.auth = Buffer.from(initial, 'base64').toString('utf8');
            reply('235 2.7.0 Authentication successful');
          }
        } else if (command === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 Ok');
        } else if (command === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Ok');
        } else if (command === 'DATA') {
          inData = true;
          dataLines = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'RSET') {
          current = { auth: current.auth, from: '', to: [], data: '' };
          reply('250 2.0.0 Ok');
        } else if (command === 'NOOP') {
          reply('250 2.0.0 Ok');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else {
          reply('502 5.5.2 Command not recognized');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Headers (unfolded, lower-case names) and the decoded text body of a mail's DATA. */
function parseMail(data: string): { headers: Map<string, string>; text: string } {
  const split = data.indexOf('\r\n\r\n');
  const head = data.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const raw = data.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  let bytes: Buffer;
  if (encoding === 'quoted-printable') {
    const soft = raw.replace(/=\r\n/g, '');
    bytes = Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  } else if (encoding === 'base64') {
    bytes = Buffer.from(raw.replace(/\s+/g, ''), 'base64');
  } else {
    bytes = Buffer.from(raw, 'utf8');
  }
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function outboxFor(t: TestApp, to: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mail settings', () => {
  it('reads SMTP_URL and MAIL_FROM; without them the outbox is the transport', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: DEFAULT_MAIL_FROM });
    expect(DEFAULT_MAIL_FROM).toBe('Colla <hola@colla.test>');
    expect(
      loadConfig({
        SMTP_URL: 'smtps://colla:s3cret@smtp.example.com',
        MAIL_FROM: 'Colla <no@x.cat>',
      }).mail,
    ).toEqual({ smtpUrl: 'smtps://colla:s3cret@smtp.example.com', from: 'Colla <no@x.cat>' });
    expect(loadConfig({ SMTP_URL: ' ', MAIL_FROM: '' }).mail.smtpUrl).toBeUndefined();
    // Tests never pick up the machine's SMTP settings.
    expect(testConfig().mail.smtpUrl).toBeUndefined();
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/smtp:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'smtp.example.com:587' })).toThrow(/SMTP_URL/);
  });

  it('never logs the SMTP password', () => {
    expect(redactedSmtpUrl('smtp://colla:s3cret@smtp.example.com:587')).toBe(
      'smtp://colla:***@smtp.example.com:587',
    );
  });
});

describe('SMTP transport', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  const from = 'Colla Barcelona <avisos@colla.test>';

  beforeAll(async () => {
    smtp = await fakeSmtp();
    t = await createTestApp({
      mail: { smtpUrl: `smtp://colla:p%40ss@127.0.0.1:${smtp.port}`, from },
    });
  });
  afterAll(async () => {
    await t.app.colla.mail.idle();
    await t.close();
    await smtp.close();
  });

  const receivedBy = (to: string) => smtp.messages.filter((m) => m.to.includes(to));

  it('sends a password reset link: recipient, From, Subject and body arrive; the row is marked sent', async () => {
    const user = t.world.creatorA.user;
    const result = await t.call('POST', '/api/password/forgot', { body: { email: user.email } });
    expect(result.status).toBe(202);
    await t.app.colla.mail.idle();

    const [message] = receivedBy(user.email);
    expect(receivedBy(user.email)).toHaveLength(1);
    if (!message) throw new Error('no mail');
    expect(message.auth).toBe('\u0000colla\u0000p@ss');
    expect(message.from).toBe('avisos@colla.test');
    expect(message.to).toEqual([user.email]);
    const mail = parseMail(message.data);
    expect(mail.headers.get('from')).toBe(from);
    expect(mail.headers.get('to')).toBe(user.email);
    expect(mail.headers.get('subject')).toBe('Reset your Colla password');
    expect(mail.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);

    const [row] = await outboxFor(t, user.email);
    expect(row?.subject).toBe('Reset your Colla password');
    expect(mail.text.trimEnd()).toBe(row?.body.trimEnd());
    expect(mail.text).toContain(`Hola ${user.firstName},`);
    expect(mail.text).toMatch(
      /http:\/\/localhost:3000\/password-reset\?token=[A-Za-z0-9_-]{40,}&email=/,
    );
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends an invitation created by an admin', async () => {
    const email = 'marta.soler@example.com';
    const result = await t.call('POST', '/api/admin/invitations', {
      token: t.world.admin.token,
      body: { email, type: 'creator' },
    });
    expect(result.status).toBe(201);
    await t.app.colla.mail.idle();
    const [message] = receivedBy(email);
    expect(parseMail(message?.data ?? '').headers.get('subject')).toBe("You're invited to Colla");
    expect(parseMail(message?.data ?? '').text).toMatch(/\/accept-invitation\/[A-Za-z0-9_-]{40,}/);
  });

  it('delivers only after the transaction commits', async () => {
    const app = t.app.colla;
    await app.db.transaction(async (tx) => {
      await app.sendMail(tx, { to: 'after-commit@example.com', subject: 'Later', body: 'Hi' });
      // Time for a transport that sends at once to reach the server.
      await sleep(150);
      expect(receivedBy('after-commit@example.com')).toHaveLength(0);
    });
    await app.mail.idle();
    expect(receivedBy('after-commit@example.com')).toHaveLength(1);
  });

  it('never delivers mail queued in a transaction that rolled back', async () => {
    const app = t.app.colla;
    await expect(
      app.db.transaction(async (tx) => {
        await app.sendMail(tx, { to: 'rolled-back@example.com', subject: 'No', body: 'No' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await expect(
      app.db.transaction(async (tx) => {
        await app.sendMail(tx, { to: 'rolled-back@example.com', subject: 'No', body: 'No' });
        tx.rollback();
      }),
    ).rejects.toThrow();
    // A failed savepoint drops its mail; the outer transaction's mail still goes out.
    await app.db.transaction(async (tx) => {
      await app.sendMail(tx, { to: 'outer@example.com', subject: 'Yes', body: 'Yes' });
      await expect(
        tx.transaction(async (savepoint) => {
          await app.sendMail(savepoint, {
            to: 'rolled-back@example.com',
            subject: 'No',
            body: 'No',
          });
          throw new Error('savepoint failed');
        }),
      ).rejects.toThrow('savepoint failed');
      await tx.transaction(async (savepoint) => {
        await app.sendMail(savepoint, { to: 'savepoint@example.com', subject: 'Yes', body: 'Yes' });
      });
    });
    await app.mail.idle();
    await sleep(150);
    expect(receivedBy('rolled-back@example.com')).toHaveLength(0);
    expect(await outboxFor(t, 'rolled-back@example.com')).toHaveLength(0);
    expect(receivedBy('outer@example.com')).toHaveLength(1);
    expect(receivedBy('savepoint@example.com')).toHaveLength(1);
  });

  it('sends at once outside a transaction', async () => {
    await t.app.colla.sendMail(t.app.colla.db, {
      to: 'direct@example.com',
      subject: 'Direct',
      body: 'Sent without a transaction.',
    });
    await t.app.colla.mail.idle();
    expect(receivedBy('direct@example.com')).toHaveLength(1);
  });

  it('does not send from a transaction it cannot see commit, and says so', async () => {
    const errors = vi.spyOn(t.app.colla.mail.logger, 'error').mockImplementation(() => undefined);
    await t.database.db.transaction(async (tx) => {
      await t.app.colla.sendMail(tx, { to: 'raw-tx@example.com', subject: 'Raw', body: 'Raw' });
    });
    await t.app.colla.mail.idle();
    expect(receivedBy('raw-tx@example.com')).toHaveLength(0);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'raw-tx@example.com' }),
      expect.stringMatching(/not sent/),
    );
    const [row] = await outboxFor(t, 'raw-tx@example.com');
    expect(row?.sentAt).toBeNull();
  });
});

describe('SMTP server unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: DEFAULT_MAIL_FROM },
    });
  });
  afterAll(async () => {
    await t.app.colla.mail.idle();
    await t.close();
  });

  it('logs the refused connection; the request still succeeds and the mail stays unsent', async () => {
    const errors = vi.spyOn(t.app.colla.mail.logger, 'error').mockImplementation(() => undefined);
    const user = t.world.brandUserA.user;
    const result = await t.call('POST', '/api/password/forgot', { body: { email: user.email } });
    expect(result.status).toBe(202);
    await t.app.colla.mail.idle();

    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({
        to: user.email,
        subject: 'Reset your Colla password',
        err: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED/) }),
      }),
      expect.stringMatching(/delivery failed/),
    );
    const [row] = await outboxFor(t, user.email);
    expect(row?.sentAt).toBeNull();
    expect((await t.call('GET', '/health-check')).status).toBe(200);
  });

  it("takes the server's logger", () => {
    // Fastify's logger fits the mail logger, so server.ts can pass `app.log`.
    const logger: MailLogger = t.app.log;
    expect(typeof logger.error).toBe('function');
  });
});

describe('development transport (no SMTP_URL)', () => {
  let database: OpenedDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ schema: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('records the mail and echoes it to the console after the commit, outside production', async () => {
    const echo = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const app = createAppContext(database.db, testConfig({ logger: true }));
    expect(app.mail.transport.kind).toBe('development');
    await app.db.transaction(async (tx) => {
      await app.sendMail(tx, { to: 'dev@example.com', subject: 'Dev mail', body: 'Hola!' });
      expect(echo).not.toHaveBeenCalled();
    });
    await expect(
      app.db.transaction(async (tx) => {
        await app.sendMail(tx, { to: 'dev-gone@example.com', subject: 'Gone', body: 'Gone' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await app.mail.idle();
    expect(echo).toHaveBeenCalledTimes(1);
    expect(echo.mock.calls[0]?.[0]).toBe(
      '[mail] To: dev@example.com\n[mail] Subject: Dev mail\nHola!\n',
    );
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((r) => [r.to, r.subject, r.body, r.sentAt])).toEqual([
      ['dev@example.com', 'Dev mail', 'Hola!', null],
    ]);
  });

  it('stays quiet in production, and warns at start that mail only reaches the outbox', async () => {
    const echo = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const logger: MailLogger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const app = createAppContext(
      database.db,
      testConfig({ logger: true, production: true }),
      undefined,
      { logger },
    );
    expect(logger.warn).toHaveBeenCalledWith({}, expect.stringMatching(/SMTP_URL is not set/));
    await app.sendMail(app.db, { to: 'prod@example.com', subject: 'Prod', body: 'Prod' });
    await app.mail.idle();
    expect(echo).not.toHaveBeenCalled();
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'prod@example.com'));
    expect(row?.subject).toBe('Prod');
  });
});
