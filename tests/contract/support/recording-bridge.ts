/**
 * A local HTTP endpoint standing in for an operator's bridge to a provider (the SMS and mail
 * providers' `http` kind): it records each JSON body it receives with its content type, and
 * answers with the status the test sets.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingBridge {
  /** the address to hand the server (SMS_HTTP_URL, MAIL_HTTP_URL) */
  url: string;
  /** each request's JSON body, with `contentType` */
  received: Record<string, unknown>[];
  /** the status the next answers carry (200 at first) */
  answer(status: number): void;
  close(): void;
}

export async function recordingBridge(path: string): Promise<RecordingBridge> {
  const received: Record<string, unknown>[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'], ...JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    answer: (next) => void (status = next),
    close: () => void server.close(),
  };
}
