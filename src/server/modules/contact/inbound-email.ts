/**
 * Reads what the support inbox needs from an incoming email (RFC 5322 / MIME, as a mail server
 * or an inbound-mail service hands it over raw): who wrote, to which addresses, the threading
 * headers, and the answer's own words as plain text, without the quoted conversation below it.
 */

export interface InboundEmail {
  from: string | undefined;
  /** Every address the message was for: To, Cc, Delivered-To, X-Original-To. */
  recipients: string[];
  subject: string;
  messageId: string | undefined;
  /** In-Reply-To, then References: the Message-IDs this message answers, `<id@domain>` each. */
  answers: string[];
  text: string;
}

type Headers = Map<string, string[]>;

function splitHead(raw: string): { headers: Headers; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, body };
}

const first = (headers: Headers, name: string) => headers.get(name)?.[0];

function parameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBytes(bytes: Uint8Array, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function decodeTransfer(body: string, encoding: string | undefined, charset: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
    case 'quoted-printable': {
      const binary = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return decodeBytes(Buffer.from(binary, 'latin1'), charset);
    }
    default:
      return decodeBytes(Buffer.from(body, 'latin1'), charset);
  }
}

/** The first text/plain part (depth first), or an HTML part reduced to its text when there is none. */
function plainText(headers: Headers, body: string): string | undefined {
  const type = first(headers, 'content-type') ?? 'text/plain';
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  if (mediaType.startsWith('multipart/')) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) return undefined;
    const parts = body.split(`--${boundary}`).slice(1);
    const parsed = parts.filter((part) => !part.startsWith('--')).map((part) => splitHead(part.replace(/^\r?\n/, '')));
    for (const part of parsed) {
      const text = plainText(part.headers, part.body);
      if (text !== undefined && !(first(part.headers, 'content-type') ?? '').toLowerCase().includes('text/html')) return text;
    }
    for (const part of parsed) {
      const text = plainText(part.headers, part.body);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (mediaType !== 'text/plain' && mediaType !== 'text/html') return undefined;
  const text = decodeTransfer(body, first(headers, 'content-transfer-encoding'), parameter(type, 'charset'));
  if (mediaType === 'text/plain') return text;
  return text
    .replace(/<(br|\/p|\/div)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** RFC 2047 encoded words (=?utf-8?B?…?= and =?utf-8?Q?…?=), as mail clients write non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*(?==\?)?/g, (_match, charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? decodeBytes(Buffer.from(text, 'base64'), charset)
      : decodeTransfer(text.replace(/_/g, ' '), 'quoted-printable', charset),
  );
}

function addresses(values: string[] | undefined): string[] {
  return (values ?? []).flatMap((value) => value.match(/[^\s<>,;:"()]+@[^\s<>,;:"()]+/g) ?? []).map((address) => address.toLowerCase());
}

/** Where a mail client starts quoting: Gmail/Apple "On … wrote:" (maybe over two lines), Outlook's rule or "Original Message". */
function startsQuote(line: string, next: string | undefined): boolean {
  const text = line.trim();
  if (/^On .+wrote:$/.test(text)) return true;
  if (text.startsWith('On ') && next !== undefined && next.trim().endsWith('wrote:')) return true;
  return /^-{2,} ?Original Message ?-{2,}$/i.test(text) || /^_{10,}$/.test(text);
}

/**
 * The answer without what it quotes: the text before the quoting starts, without trailing
 * quoted ("> ") lines, and without the signature after "-- ".
 */
export function answerText(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let end = lines.findIndex((line, index) => line === '-- ' || startsQuote(line, lines[index + 1]));
  if (end === -1) end = lines.length;
  const kept = lines.slice(0, end);
  while (kept.length > 0 && (kept.at(-1)!.trim() === '' || kept.at(-1)!.startsWith('>'))) kept.pop();
  return kept.join('\n').trim();
}

export function parseInboundEmail(raw: string): InboundEmail {
  const { headers, body } = splitHead(raw);
  const ids = (name: string) => (headers.get(name) ?? []).flatMap((value) => value.match(/<[^<>\s]+>/g) ?? []);
  return {
    from: addresses(headers.get('from'))[0],
    recipients: [...new Set(['to', 'cc', 'delivered-to', 'x-original-to'].flatMap((name) => addresses(headers.get(name))))],
    subject: decodeWords(first(headers, 'subject') ?? ''),
    messageId: ids('message-id')[0],
    answers: [...new Set([...ids('in-reply-to'), ...ids('references').reverse()])],
    text: answerText(plainText(headers, body) ?? ''),
  };
}
