// A second origin on the loopback (another port is another origin) that wants the visitor's data:
// it lets any page call it with credentials and any header, answers every request, and keeps a log
// of each one. The security tests assert from this log what never reaches it.
import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Chromium guards loopback addresses from other origins (Local Network Access); a real attacker's
 * server is on the internet, so the browser of these tests lets pages reach the loopback freely.
 */
export const REACH_LOOPBACK = ['--disable-features=LocalNetworkAccessChecks'];

/** Starts the hostile origin for a test file; its log is emptied after each test. */
export function useHostileOrigin() {
  const log: HostileRequest[] = [];
  const server = createServer(async (request, response) => {
    log.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: await bodyOf(request),
    });
    response.writeHead(200, {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
      'Access-Control-Allow-Methods': 'GET, POST, PUT',
      'Content-Type': 'application/json',
    });
    // A base-data answer, should anyone ask: the prefill it would cause is a leak of its own.
    response.end(JSON.stringify({ email: 'attacker@evil.example', firstName: 'Mallory', lastName: 'Evil', consents: [], legals: [] }));
  });
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterEach(() => {
    log.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  });

  return {
    get origin() {
      return origin;
    },
    /** Every request the hostile origin received, preflights included. */
    requests: () => [...log],
    /** The secrets and personal data of a request, as the hostile origin would read them. */
    leaks(secrets: readonly string[]): string[] {
      return log.flatMap((request) => {
        const text = `${request.method} ${request.path} ${JSON.stringify(request.headers)} ${request.body}`;
        return secrets.filter((secret) => text.includes(secret)).map((secret) => `${secret} in ${request.method} ${request.path}`);
      });
    },
  };
}
