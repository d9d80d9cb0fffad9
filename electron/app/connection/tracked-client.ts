import type { ServiceClient } from '../service/service-client.ts';

/**
 * Wraps a client so every call's outcome is reported (`null` on success, the error otherwise):
 * how the app learns that a key was rejected, the network went away, or came back.
 */
export function trackClient(client: ServiceClient, onOutcome: (error: unknown) => void): ServiceClient {
  const track = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      const value = await run();
      onOutcome(null);
      return value;
    } catch (err) {
      onOutcome(err);
      throw err;
    }
  };
  return {
    baseUrl: client.baseUrl,
    call: (e, input, opts) => track(() => client.call(e, input, opts)),
    playground: (e, input, opts) => track(() => client.playground(e, input, opts)),
    upload: (e, fields, file, opts) => track(() => client.upload(e, fields, file, opts)),
    download: (url, dest, opts) => track(() => client.download(url, dest, opts)),
    fetchBytes: (url, opts) => track(() => client.fetchBytes(url, opts)),
  };
}
