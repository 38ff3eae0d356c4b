import { describe, expect, it } from 'vitest';
import { embedUrlAt, isPlayMessage, playbackTimeOf, seekMessages, subscribeMessages, withPlayerEvents } from './embedded-player-events';

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
    expect(subscribeMessages('vimeo').map((message) => JSON.parse(message))).toEqual([
      { method: 'addEventListener', value: 'play' },
      { method: 'addEventListener', value: 'timeupdate' },
      { method: 'addEventListener', value: 'pause' },
    ]);
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

  it('starts a YouTube embed with start= and a Vimeo embed with #t=', () => {
    expect(new URL(embedUrlAt('https://www.youtube.com/embed/abc?enablejsapi=1', 'youtube', 20.8)).searchParams.get('start')).toBe('20');
    expect(embedUrlAt('https://player.vimeo.com/video/1?h=x', 'vimeo', 75)).toBe('https://player.vimeo.com/video/1?h=x#t=75s');
  });

  it('asks each player to jump to a position and play', () => {
    expect(seekMessages('youtube', 20).map((message) => JSON.parse(message))).toEqual([
      expect.objectContaining({ event: 'command', func: 'seekTo', args: [20, true] }),
      expect.objectContaining({ event: 'command', func: 'playVideo' }),
    ]);
    expect(seekMessages('vimeo', 20).map((message) => JSON.parse(message))).toEqual([{ method: 'setCurrentTime', value: 20 }, { method: 'play' }]);
  });

  it.each([
    ['youtube', 'https://www.youtube.com', '{"event":"infoDelivery","info":{"currentTime":20.5,"duration":300}}', { positionSeconds: 20.5, durationSeconds: 300 }],
    ['youtube', 'https://www.youtube.com', '{"event":"infoDelivery","info":{"currentTime":21}}', { positionSeconds: 21, durationSeconds: null }],
    ['youtube', 'https://www.youtube.com', '{"event":"infoDelivery","info":{"playerState":1}}', null],
    ['youtube', 'https://evil.example', '{"event":"infoDelivery","info":{"currentTime":20}}', null],
    ['vimeo', 'https://player.vimeo.com', '{"event":"timeupdate","data":{"seconds":20,"percent":0.1,"duration":200}}', { positionSeconds: 20, durationSeconds: 200 }],
    ['vimeo', 'https://player.vimeo.com', { event: 'timeupdate', data: { seconds: -4, duration: 200 } }, null],
    ['vimeo', 'https://player.vimeo.com', '{"event":"play"}', null],
  ] as const)('%s from %s: %j says where the player is: %j', (provider, origin, data, expected) => {
    expect(playbackTimeOf(provider, origin, data)).toEqual(expected);
  });
});
