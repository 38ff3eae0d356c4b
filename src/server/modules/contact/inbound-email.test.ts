import { describe, expect, it } from 'vitest';
import { answerText, parseInboundEmail } from './inbound-email';

const crlf = (lines: string[]) => lines.join('\r\n');

describe('parseInboundEmail', () => {
  it('reads the sender, every recipient, the Message-IDs it answers (nearest first) and an encoded subject', () => {
    const email = parseInboundEmail(
      crlf([
        'From: "Tom Becker" <Tom@Example.com>',
        'To: support+abc@courses.test,',
        ' other@courses.test',
        'Delivered-To: support@courses.test',
        'Subject: =?UTF-8?B?UmU6IE3DvGxsZXI=?=',
        'Message-ID: <a@mail.example>',
        'In-Reply-To: <r2@courses.test>',
        'References: <root@courses.test> <r1@courses.test> <r2@courses.test>',
        '',
        'Thanks!',
      ]),
    );
    expect(email).toEqual({
      from: 'tom@example.com',
      recipients: ['support+abc@courses.test', 'other@courses.test', 'support@courses.test'],
      subject: 'Re: Müller',
      messageId: '<a@mail.example>',
      answers: ['<r2@courses.test>', '<r1@courses.test>', '<root@courses.test>'],
      text: 'Thanks!',
    });
  });

  it('takes the plain-text part of a multipart answer, decoding base64, over its HTML', () => {
    const email = parseInboundEmail(
      crlf([
        'From: tom@example.com',
        'Content-Type: multipart/alternative; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>HTML</p>',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('Grüße, Tom').toString('base64'),
        '--b1--',
      ]),
    );
    expect(email.text).toBe('Grüße, Tom');
  });

  it('reduces an HTML-only answer to its text', () => {
    const email = parseInboundEmail(crlf(['From: tom@example.com', 'Content-Type: text/html', '', '<div>Yes &amp; thanks<br>Tom</div>']));
    expect(email.text).toBe('Yes & thanks\nTom');
  });
});

describe('answerText', () => {
  it('cuts the quoted conversation, whether one or two attribution lines, and the signature', () => {
    expect(answerText('Five seats.\n\nOn Tue, 24 Nov 2026 at 10:00, Support <s@x> wrote:\n> Hi')).toBe('Five seats.');
    expect(answerText('Five seats.\n\nOn Tue, 24 Nov 2026 at 10:00, AI Action Academy\n<hello@courses.test> wrote:\n> Hi')).toBe('Five seats.');
    expect(answerText('Five seats.\n-- \nTom Becker\nCEO')).toBe('Five seats.');
    expect(answerText('Five seats.\n-----Original Message-----\nFrom: x')).toBe('Five seats.');
    expect(answerText('Five seats.\n> quoted\n> more')).toBe('Five seats.');
  });

  it('keeps a line that only starts with "On" inside the answer', () => {
    expect(answerText('On Monday we start.\nThanks')).toBe('On Monday we start.\nThanks');
  });
});
