import { describe, expect, it } from 'vitest';
import { isPlayMessage, subscribeMessages, withPlayerEvents } from './embedded-player-events';

describe('embedded player events', () => {
  it('switches on YouTube’s JS API for this page and leaves Vimeo addresses alone', () => {
    const url = new URL(withPlayerEvents('https://www.youtube.com/embed/abc?start=30', 'youtube', 'https://courses.test'));
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('https://courses.test');
    expect(url.searchParams.get('start')).toBe('30');
    expect(withPlayerEvents('https://player.vimeo.com/video/1?h=x', 'vimeo', 'https://courses.test')).toBe('https://player.vimeo.com/video/1?h=x');
  });

  it('asks each player for its events', () => {
    expect(JSON.parse(subscribeMessages('youtube')[0]!)).toMatchObject({ event: 'listening' });
    expect(JSON.parse(subscribeMessages('vimeo')[0]!)).toEqual({ method: 'addEventListener', value: 'play' });
  });

  it.each([
    ['youtube', 'https://www.youtube.com', '{"event":"onStateChange","info":1}', true],
    ['youtube', 'https://www.youtube.com', '{"event":"onStateChange","info":2}', false],
    ['youtube', 'https://www.youtube.com', '{"event":"infoDelivery","info":{"playerState":1}}', true],
    ['youtube', 'https://evil.example', '{"event":"onStateChange","info":1}', false],
    ['vimeo', 'https://player.vimeo.com', '{"event":"play","data":{}}', true],
    ['vimeo', 'https://player.vimeo.com', { event: 'play' }, true],
    ['vimeo', 'https://player.vimeo.com', '{"event":"ready"}', false],
    ['vimeo', 'https://www.youtube.com', '{"event":"play"}', false],
    ['vimeo', 'https://player.vimeo.com', 'not json', false],
  ] as const)('%s from %s: %j is a play: %s', (provider, origin, data, expected) => {
    expect(isPlayMessage(provider, origin, data)).toBe(expected);
  });
});
