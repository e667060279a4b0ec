import { Fragment } from 'react';

export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'"»)\]}]+$/;

/** Trims punctuation that ends a sentence rather than the address, keeping balanced brackets. */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    const match = TRAILING_PUNCTUATION.exec(url);
    if (!match) return url;
    const last = url.slice(-1);
    if (last === ')' && url.split('(').length > url.split(')').length - 1) return url;
    url = url.slice(0, -1);
  }
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message body as plain text and links. Only `http:` and `https:` addresses become links;
 * anything else (`javascript:`, markup) stays text.
 */
export function splitMessageText(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let index = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    const text = trimUrl(match[0]);
    const href = safeHref(text);
    if (!href) continue;
    if (start > index) parts.push({ kind: 'text', text: body.slice(index, start) });
    parts.push({ kind: 'link', text, href });
    index = start + text.length;
  }
  if (index < body.length) parts.push({ kind: 'text', text: body.slice(index) });
  return parts;
}

/** A message body rendered as text (never HTML), with web addresses as links opening a new tab. */
export function MessageText({ body }: { body: string }) {
  return (
    <>
      {splitMessageText(body).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
