import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A client trickling a body (issue 25: 40 such connections stayed open for minutes) is cut off. */

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await createTestApp({ requestBodyTimeoutMs: 300 });
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
});

/** Sends `head` and the first byte of a body, then nothing; answers how long the server kept the connection. */
function trickle(head: string): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n{`));
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Date.now() - started));
    setTimeout(() => socket.destroy(), 5_000);
  });
}

describe('request body deadline', () => {
  it('closes a connection whose body does not arrive in time', async () => {
    const open = await trickle('POST /api/contact HTTP/1.1\r\nHost: courses.test\r\nOrigin: http://courses.test\r\nContent-Type: application/json\r\nContent-Length: 100');
    expect(open).toBeLessThan(3_000);
  });

  it('leaves a request without a body alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
