import { describe, expect, it } from 'vitest';
import { isPlayableVideoUrl, parseTimestamp, toEmbedUrl, videoSourceKind } from './video-url';

const ID = 'dQw4w9WgXcQ';

describe('isPlayableVideoUrl', () => {
  it.each(['mp4', 'webm', 'ogg', 'mov', 'm4v'])('plays a file ending in .%s', (extension) => {
    expect(isPlayableVideoUrl(`https://cdn.example.com/lessons/intro.${extension}`)).toBe(true);
  });

  it.each(['MP4', 'WebM', 'OGG', 'MOV', 'M4V'])('reads the extension .%s without regard to case', (extension) => {
    expect(isPlayableVideoUrl(`https://cdn.example.com/intro.${extension}`)).toBe(true);
  });

  it.each([
    'https://cdn.example.com/intro.mp4?token=abc&expires=123',
    'https://cdn.example.com/intro.webm#t=10',
    'https://cdn.example.com/intro.mov?download=1#start',
  ])('plays a file whose address carries a query string or fragment: %s', (url) => {
    expect(isPlayableVideoUrl(url)).toBe(true);
  });

  it('plays a file uploaded to this site, given as a path', () => {
    expect(isPlayableVideoUrl('/videos/welcome.mp4')).toBe(true);
  });

  it('ignores whitespace around the address', () => {
    expect(isPlayableVideoUrl(`  https://youtu.be/${ID}\n`)).toBe(true);
    expect(isPlayableVideoUrl('\thttps://cdn.example.com/intro.mp4  ')).toBe(true);
  });

  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtu.be/${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://WWW.YOUTUBE.COM/watch?v=${ID}`,
    'https://vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
  ])('plays the video link %s', (url) => {
    expect(isPlayableVideoUrl(url)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['only spaces', '   '],
    ['only a newline and a tab', '\n\t'],
    ['null', null],
    ['undefined', undefined],
  ])('does not play %s', (_label, url) => {
    expect(isPlayableVideoUrl(url)).toBe(false);
  });

  it.each([
    ['a page on another host', 'https://example.com/video'],
    ['a host that merely contains youtube', `https://notyoutube.com/watch?v=${ID}`],
    ['a host that ends in vimeo', 'https://notvimeo.com/76979871'],
    ['a lookalike host under another domain', `https://youtube.com.evil.com/watch?v=${ID}`],
    ['a lookalike youtu.be', `https://youtu.be.evil.com/${ID}`],
    ['a user part that looks like YouTube', `https://youtube.com@evil.com/watch?v=${ID}`],
    ['a video extension in the query only', 'https://example.com/page?file=intro.mp4'],
    ['a video extension in the fragment only', 'https://example.com/page#intro.mp4'],
    ['an extension that only starts like a video one', 'https://example.com/intro.mp4x'],
    ['a name without the dot', 'https://example.com/intromp4'],
    ['an image', 'https://example.com/cover.png'],
  ])('does not play %s', (_label, url) => {
    expect(isPlayableVideoUrl(url)).toBe(false);
  });

  it.each([
    ['a javascript: address', 'javascript:alert(1)//.mp4'],
    ['a javascript: address in upper case', 'JAVASCRIPT:alert(1)//youtube.com/watch?v=x'],
    ['a data: address', 'data:video/mp4;base64,AAAA.mp4'],
    ['a file: address', 'file:///home/user/intro.mp4'],
    ['an ftp: address', 'ftp://example.com/intro.mp4'],
    ['a protocol-relative address', '//cdn.example.com/intro.mp4'],
    ['a backslash address', '/\\evil.example/intro.mp4'],
  ])('refuses %s', (_label, url) => {
    expect(isPlayableVideoUrl(url)).toBe(false);
  });

  it.each([
    ['no host', 'https://'],
    ['a bare word', 'not a url'],
    ['a relative name', 'intro.mp4'],
    ['spaces in the host', 'https://exa mple.com/intro.mp4'],
    ['a broken port', 'https://example.com:99999/intro.mp4'],
  ])('refuses a malformed address: %s', (_label, url) => {
    expect(isPlayableVideoUrl(url)).toBe(false);
  });

  it.each([
    ['the YouTube home page', 'https://www.youtube.com/'],
    ['a YouTube channel', 'https://www.youtube.com/@SomeChannel'],
    ['a watch page without a video id', 'https://www.youtube.com/watch'],
    ['a watch page with a malformed id', 'https://www.youtube.com/watch?v=short'],
    ['a Vimeo profile', 'https://vimeo.com/someuser'],
    ['a Vimeo channel', 'https://vimeo.com/channels/staffpicks'],
  ])('does not play a YouTube or Vimeo page that names no video: %s', (_label, url) => {
    expect(isPlayableVideoUrl(url)).toBe(false);
  });
});

describe('videoSourceKind', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, 'youtube'],
    [`https://youtu.be/${ID}`, 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://cdn.example.com/intro.mp4', 'file'],
    ['/videos/intro.webm', 'file'],
    ['https://example.com/video', 'none'],
    ['', 'none'],
    ['javascript:alert(1)', 'none'],
  ] as const)('classifies %s as %s', (url, kind) => {
    expect(videoSourceKind(url)).toBe(kind);
  });
});

describe('toEmbedUrl', () => {
  const embed = `https://www.youtube.com/embed/${ID}`;

  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123&index=2`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbCdEf`,
    `  https://youtu.be/${ID}  `,
  ])('turns the YouTube link %s into the embed link', (url) => {
    expect(toEmbedUrl(url)).toBe(embed);
  });

  it('accepts a YouTube link pasted without its scheme', () => {
    expect(toEmbedUrl(`www.youtube.com/watch?v=${ID}`)).toBe(embed);
    expect(toEmbedUrl(`youtu.be/${ID}`)).toBe(embed);
  });

  it.each([
    [`https://youtu.be/${ID}?t=90`, 90],
    [`https://youtu.be/${ID}?t=90s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/watch?v=${ID}&t=2m`, 120],
    [`https://www.youtube.com/embed/${ID}?start=45`, 45],
    [`https://www.youtube.com/watch?v=${ID}#t=75`, 75],
  ])('keeps the start time of %s as %i seconds', (url, seconds) => {
    expect(toEmbedUrl(url)).toBe(`${embed}?start=${seconds}`);
  });

  it.each([`https://youtu.be/${ID}?t=0`, `https://youtu.be/${ID}?t=soon`, `https://youtu.be/${ID}?t=`])(
    'drops a zero or unreadable start time in %s',
    (url) => {
      expect(toEmbedUrl(url)).toBe(embed);
    },
  );

  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?autoplay=1',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://vimeo.com/groups/shortfilms/videos/76979871',
    'https://vimeo.com/showcase/123/video/76979871',
  ])('turns the Vimeo link %s into the player link', (url) => {
    expect(toEmbedUrl(url)).toBe('https://player.vimeo.com/video/76979871');
  });

  it('keeps the privacy hash of an unlisted Vimeo video', () => {
    expect(toEmbedUrl('https://vimeo.com/76979871/a1b2c3d4e5')).toBe('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5');
    expect(toEmbedUrl('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5')).toBe(
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    );
  });

  it.each([
    ['a video file', 'https://cdn.example.com/intro.mp4'],
    ['another host', 'https://example.com/video'],
    ['a lookalike host', `https://youtube.com.evil.com/watch?v=${ID}`],
    ['a YouTube page without a video', 'https://www.youtube.com/feed/trending'],
    ['an id with characters YouTube never uses', 'https://youtu.be/abc"onload=x'],
    ['a Vimeo page without a video', 'https://vimeo.com/someuser'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['an empty string', ''],
    ['null', null],
  ])('gives no embed link for %s', (_label, url) => {
    expect(toEmbedUrl(url)).toBeNull();
  });
});

describe('parseTimestamp', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['42s', 42],
    ['1m', 60],
    ['1m30s', 90],
    ['1H2M3S', 3723],
  ])('reads %s as %i seconds', (value, seconds) => {
    expect(parseTimestamp(value)).toBe(seconds);
  });

  it.each(['', 'abc', '1m30', '-5', '1.5', null])('does not read %s', (value) => {
    expect(parseTimestamp(value)).toBeNull();
  });
});
