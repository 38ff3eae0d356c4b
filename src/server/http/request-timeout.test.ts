import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../testing/accounts';
import { createUpload, fakeMp4, uploadOffset, useTestAppWithDataDir } from '../testing/media';
import { TEST_PUBLIC_URL } from '../testing/test-app';

/** A client trickling a body (issue 25: 40 such connections stayed open for minutes) is cut off. */

const { app } = useTestAppWithDataDir({ requestBodyTimeoutMs: 300 });
let port: number;
beforeAll(async () => {
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.server.address() as AddressInfo).port;
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

  it('leaves a tus upload whose bytes come slower than the deadline to finish (issue 25: the upload path is exempt)', async () => {
    const admin = await createAdmin(app);
    const video = fakeMp4(20_000);
    const created = await createUpload(app, admin.cookie, { name: 'slow-link.mp4', type: 'video/mp4', size: video.length });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => {
        const head = [
          `PATCH ${location} HTTP/1.1`,
          'Host: courses.test',
          `Origin: ${TEST_PUBLIC_URL}`,
          `Cookie: ${admin.cookie}`,
          'Tus-Resumable: 1.0.0',
          'Upload-Offset: 0',
          'Content-Type: application/offset+octet-stream',
          `Content-Length: ${video.length}`,
          'Connection: close',
        ].join('\r\n');
        socket.write(`${head}\r\n\r\n`);
        socket.write(video.subarray(0, 8_000));
        // Four times the deadline between the first bytes and the rest, as a slow link does.
        setTimeout(() => socket.write(video.subarray(8_000)), 1_200);
      });
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(received));
      setTimeout(() => socket.destroy(), 8_000);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 204 No Content');
    expect((await uploadOffset(app, admin.cookie, location)).headers['upload-offset']).toBe(String(video.length));
  });

  it('leaves a request without a body alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
