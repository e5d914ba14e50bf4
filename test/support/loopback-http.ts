import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on 127.0.0.1 on an ephemeral port (test servers never bind another address) and gives the port. */
export function listen(http: HttpServer): Promise<number> {
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port)));
}

/** Closes a server and every connection it still holds. */
export function closeHttp(http: HttpServer): Promise<void> {
  http.closeAllConnections();
  return new Promise((resolve) => http.close(() => resolve()));
}

/** A request's whole body as UTF-8 text. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
