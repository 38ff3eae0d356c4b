import { describe, expect, expectTypeOf, it } from 'vitest';
import { getCourse, listCourses } from './catalog';
import { endpointQueryKey, endpointUrl, parseRoute, type EndpointArgs, type EndpointResponse } from './endpoint';

describe('endpoint descriptors', () => {
  it('names an endpoint by its method and path', () => {
    expect(getCourse.route).toBe('GET /api/courses/:slug');
    expect(parseRoute(getCourse.route)).toEqual({ method: 'GET', path: '/api/courses/:slug' });
    expect(listCourses.statuses).toEqual([200]);
  });

  it('fills path parameters encoded and the defined query values in key order', () => {
    expect(endpointUrl('/api/courses/:slug', { params: { slug: 'a b/c' } })).toBe('/api/courses/a%20b%2Fc');
    expect(endpointUrl('/api/x', { query: { z: 1, a: 'b c', skipped: undefined, none: null } })).toBe('/api/x?a=b%20c&z=1');
    expect(endpointUrl('/api/courses')).toBe('/api/courses');
  });

  it('refuses to build a URL with a parameter missing', () => {
    expect(() => endpointUrl('/api/courses/:slug', {})).toThrow('/api/courses/:slug needs the parameter slug');
  });

  it('keys a read by its route, then its parameters and defined query values', () => {
    expect(endpointQueryKey('GET /api/courses')).toEqual(['GET /api/courses']);
    expect(endpointQueryKey('GET /api/courses', { query: { level: undefined } })).toEqual(['GET /api/courses']);
    expect(endpointQueryKey('GET /api/courses', { query: { level: 'Advanced' } })).toEqual(['GET /api/courses', { level: 'Advanced' }]);
    expect(endpointQueryKey('GET /api/courses/:slug', { params: { slug: 'x' } })).toEqual(['GET /api/courses/:slug', { slug: 'x' }]);
  });

  it('types what a caller sends and receives from the schemas', () => {
    expectTypeOf<EndpointArgs<typeof getCourse>>().toEqualTypeOf<[input: { params: { slug: string } }]>();
    expectTypeOf<[]>().toExtend<EndpointArgs<typeof listCourses>>();
    expectTypeOf<[{ query: { level: 'Advanced' } }]>().toExtend<EndpointArgs<typeof listCourses>>();
    expectTypeOf<[{ query: { level: 'Expert' } }]>().not.toExtend<EndpointArgs<typeof listCourses>>();
    expectTypeOf<[]>().not.toExtend<EndpointArgs<typeof getCourse>>();
    expectTypeOf<EndpointResponse<typeof getCourse>['course']['slug']>().toEqualTypeOf<string>();
  });
});
