/**
 * The service's API called directly with an account's key, as a colleague, a script or a schedule would:
 * POSTs JSON to `/api/v1/<path>` and answers the envelope's `data`, or throws with its message.
 */
export function sandboxApi(baseUrl: string, apiKey: string): <T = unknown>(path: string, body: unknown) => Promise<T> {
  return async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { status: number; data: unknown };
    if (envelope.status !== 1) throw new Error(`${path}: ${JSON.stringify(envelope.data)}`);
    return envelope.data as T;
  };
}
