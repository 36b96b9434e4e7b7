import { connect } from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are over a real socket and reads the reply until the server closes the
 * connection: requests the HTTP parser refuses never reach inject(), which skips the parser.
 */
export function rawRequest(port: number, request: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

/** Listens on a free loopback port and answers it. */
export async function listenOnLoopback(app: { listen(options: { port: number; host: string }): Promise<string> }): Promise<number> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return Number(new URL(address).port);
}
