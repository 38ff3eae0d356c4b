import { describe, expect, it } from 'vitest';
import { asksNotToBeTracked } from './privacy-signals';

describe('asksNotToBeTracked', () => {
  it.each([
    [{ gpc: true }, true],
    [{ gpc: '1' }, true],
    [{ dnt: '1' }, true],
    [{ dnt: 'yes' }, true],
    [{ gpc: false, dnt: '0' }, false],
    [{ gpc: undefined, dnt: 'unspecified' }, false],
    [{ dnt: null }, false],
    [{}, false],
  ])('reads %j as %s', (signals, expected) => {
    expect(asksNotToBeTracked(signals)).toBe(expected);
  });
});
