import { afterAll, afterEach, expect } from 'vitest';
import { takeReactErrors } from './browser';

/*
 * Every journey fails on a React error in any page it opened: a hydration mismatch (#418) means
 * the server's markup differed from the browser's first render, a flash of wrong content that a
 * journey's own assertions, made after React re-rendered, would never see.
 */
const check = () => expect(takeReactErrors(), 'React errors in the browser (a hydration mismatch shows as #418)').toEqual([]);
afterEach(check);
afterAll(check);
