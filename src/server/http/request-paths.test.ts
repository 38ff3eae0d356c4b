import { describe, expect, it } from 'vitest';
import { isApiUrl, isCanonicalPath, sameSiteLocation, withDecodablePath } from './request-paths';
import { signInDelayMs } from './sign-in-throttle';

describe('request paths', () => {
  it('takes every spelling of the API for the API', () => {
    for (const url of ['/api/profile', '//api/profile', '/%61pi/profile', '/API/profile', '/api', '/api?x=1', '/%2Fapi/x']) expect(isApiUrl(url), url).toBe(true);
    for (const url of ['/', '/apis', '/courses/api', '/%E0%A4%A']) expect(isApiUrl(url), url).toBe(false);
  });

  it('knows the one canonical spelling of a path', () => {
    expect(isCanonicalPath('/api/courses/ai-101/enrollment')).toBe(true);
    expect(isCanonicalPath('/api/verify/CERT%20X')).toBe(true);
    for (const path of ['//api/x', '/api//x', '/%61pi/x', '/api/%2D', '/api/./x', '/api/x/..', '/api\\x']) expect(isCanonicalPath(path), path).toBe(false);
  });

  it('escapes the percent signs of a path that does not decode, keeping the query', () => {
    expect(withDecodablePath('/courses/%E0%A4%A?x=%ZZ')).toBe('/courses/%25E0%25A4%25A?x=%ZZ');
    expect(withDecodablePath('/courses/%E2%82%AC')).toBe('/courses/%E2%82%AC');
    expect(withDecodablePath('/%')).toBe('/%25');
  });

  it('builds a same-site location from any path', () => {
    expect(sameSiteLocation('//evil.example')).toBe('/evil.example');
    expect(sameSiteLocation('/\\evil.example')).toBe('/%5Cevil.example');
    expect(sameSiteLocation('/%2Fevil.example')).toBe('/%2Fevil.example');
    expect(sameSiteLocation('/caf\u00e9 x', '?q=a b')).toBe('/caf%C3%A9%20x?q=a%20b');
    expect(sameSiteLocation('/50%')).toBe('/50%25');
    expect(sameSiteLocation('')).toBe('/');
  });
});

describe('sign-in delay', () => {
  it('holds nothing for the first ten failures, then 250 ms more per failure up to 3 s', () => {
    expect([0, 9].map(signInDelayMs)).toEqual([0, 0]);
    expect([10, 11, 12].map(signInDelayMs)).toEqual([250, 500, 750]);
    expect(signInDelayMs(99)).toBe(3000);
  });
});
