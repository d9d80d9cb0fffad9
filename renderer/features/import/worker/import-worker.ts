// The import module worker: decodes, parses and checks CSV files off the main thread.
import { createRequestHandler } from './handle-request.ts';
import type { ImportWorkerRequest, ImportWorkerResponse } from './protocol.ts';

interface WorkerScope {
  postMessage(message: ImportWorkerResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ImportWorkerRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = createRequestHandler((message) => scope.postMessage(message));
scope.addEventListener('message', (event) => {
  void handle(event.data);
});
