import { describe, expect, it } from 'vitest';
import { mergeMessages, withoutConfirmed, type ChatMessage } from './chat-messages';
import { splitMessageText } from './message-text';

const message = (id: number, clientId: string | null = null): ChatMessage => ({
  id,
  conversation_id: 5,
  sender: {
    id: 12,
    first_name: 'Jordi',
    last_name: 'Ferrer',
    name: 'Jordi Ferrer',
    avatar_path: null,
  },
  body: `Message ${id}`,
  client_id: clientId,
  created_at: '2026-06-05T11:02:00Z',
});

describe('mergeMessages', () => {
  it('orders by id and never keeps an id twice', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('orders a newest-first page oldest first even with nothing to add', () => {
    expect(mergeMessages([message(3), message(2)], []).map((m) => m.id)).toEqual([2, 3]);
  });
});

describe('withoutConfirmed', () => {
  it('drops the pending sends the server has stored', () => {
    const pending = [
      { clientId: 'a', body: 'x', createdAt: '', status: 'sending' as const },
      { clientId: 'b', body: 'y', createdAt: '', status: 'failed' as const },
    ];
    expect(withoutConfirmed(pending, [message(9, 'a')]).map((p) => p.clientId)).toEqual(['b']);
  });
});

describe('splitMessageText', () => {
  it('links http and https addresses, without the sentence punctuation after them', () => {
    expect(splitMessageText('Menu: https://vermutgracia.cat/carta. See you!')).toEqual([
      { kind: 'text', text: 'Menu: ' },
      {
        kind: 'link',
        text: 'https://vermutgracia.cat/carta',
        href: 'https://vermutgracia.cat/carta',
      },
      { kind: 'text', text: '. See you!' },
    ]);
  });

  it('keeps other schemes and markup as text', () => {
    const body = 'javascript:alert(1) <img src=x onerror=alert(1)> ftp://files.example.com';
    expect(splitMessageText(body)).toEqual([{ kind: 'text', text: body }]);
  });

  it('keeps balanced brackets in an address', () => {
    const parts = splitMessageText('(see https://en.wikipedia.org/wiki/Vermouth_(drink))');
    expect(parts[1]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Vermouth_(drink)',
      href: 'https://en.wikipedia.org/wiki/Vermouth_(drink)',
    });
  });
});
