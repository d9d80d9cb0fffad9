import { createServer, type Socket } from 'node:net';
import { createSecureContext, TLSSocket } from 'node:tls';

/** How the fake asks for the password: AuthenticationCleartextPassword (code 3) or AuthenticationMD5Password (code 5). */
export type PasswordAsk = 'cleartext' | 'md5';

/** One connection to the fake, as it saw it. */
export interface FakeSession {
  /** Whether a StartupMessage arrived (after TLS, when TLS was asked for and set up). */
  startup: boolean;
  /** Every byte the client sent after its StartupMessage (decrypted). */
  received: Buffer;
  /** The type bytes of the messages in `received`, e.g. ['p'] for a PasswordMessage, ['X'] for Terminate. */
  types: string[];
  /** Resolves when the client's socket has closed. */
  closed: Promise<void>;
}

/** A server speaking just enough of PostgreSQL's protocol to ask a client for its password, and recording the answer. */
export interface FakePgServer {
  port: number;
  sessions: FakeSession[];
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;

/** The messages (type byte, then a length counting itself) in bytes a client sent. */
function messageTypes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let at = 0; at + 5 <= bytes.length; at += 1 + bytes.readInt32BE(at + 1)) types.push(String.fromCharCode(bytes[at] ?? 0));
  return types;
}

/** The request for a password, as the server sends it. */
function askFor(ask: PasswordAsk): Buffer {
  if (ask === 'cleartext') return Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);
  return Buffer.from([0x52, 0, 0, 0, 12, 0, 0, 0, 5, 0x11, 0x22, 0x33, 0x44]);
}

/**
 * Starts a fake on 127.0.0.1: it answers an SSLRequest with 'S' and TLS under `tls` (or 'N' without), then
 * answers the StartupMessage by asking for the password as `ask` says, and records all that follows.
 */
export async function startFakePgServer(options: { tls: { key: string; cert: string } | null; ask: PasswordAsk }): Promise<FakePgServer> {
  const sessions: FakeSession[] = [];
  const sockets = new Set<Socket>();
  const context = options.tls ? createSecureContext(options.tls) : null;
  const server = createServer((raw) => {
    sockets.add(raw);
    raw.on('error', () => undefined);
    let pending = Buffer.alloc(0);
    let stage: 'first' | 'startup' | 'after' = 'first';
    const session: FakeSession = { startup: false, received: Buffer.alloc(0), types: [], closed: new Promise((resolve) => raw.on('close', () => resolve())) };
    sessions.push(session);
    const attach = (socket: Socket) => {
      socket.on('data', (chunk: Buffer) => {
        if (stage === 'after') {
          session.received = Buffer.concat([session.received, chunk]);
          session.types = messageTypes(session.received);
          return;
        }
        pending = Buffer.concat([pending, chunk]);
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (stage === 'first' && length === 8 && pending.readInt32BE(4) === SSL_REQUEST) {
          pending = Buffer.alloc(0);
          stage = 'startup';
          if (context === null) {
            socket.write('N');
            return;
          }
          socket.write('S');
          socket.removeAllListeners('data');
          const secure = new TLSSocket(socket, { isServer: true, secureContext: context });
          secure.on('error', () => undefined);
          attach(secure);
          return;
        }
        if (pending.length < length) return;
        session.startup = true;
        stage = 'after';
        session.received = pending.subarray(length);
        session.types = messageTypes(session.received);
        socket.write(askFor(options.ask));
      });
    };
    attach(raw);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    sessions,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
