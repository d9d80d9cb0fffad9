import { createConnection, createServer, type Socket } from 'node:net';

/** A loopback port in front of a server that a test can cut, as a lost network or a stopped server would. */
export interface TcpGate {
  port: number;
  /** Cuts every open connection and refuses new ones (each is reset as it arrives). */
  down(): void;
  /** Lets connections through again. */
  up(): void;
  close(): Promise<void>;
}

/** Starts a gate forwarding 127.0.0.1:<port> to 127.0.0.1:<target>. */
export async function startTcpGate(target: number): Promise<TcpGate> {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((socket) => {
    if (cut) {
      socket.destroy();
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    for (const s of [socket, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    socket.pipe(upstream).pipe(socket);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    down() {
      cut = true;
      for (const s of open) s.destroy();
    },
    up() {
      cut = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
