// A browser-mode server for tests that may not import electron/ (the renderer's transport tests spawn
// it): prints one JSON line {origin, token, imageBase}, then serves until stdin closes or a signal.
import { startTestServer } from './server-test-kit.ts';

const { server } = await startTestServer();
process.stdout.write(`${JSON.stringify({ origin: server.origin, token: server.token, imageBase: server.imageBase })}\n`);
const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
