import type { APIRequestContext } from '@playwright/test';

/** Calls the browser-mode bridge directly (as the page does), with the run's token from the desk URL. */
export async function bridge<T>(request: APIRequestContext, desk: { url: string }, method: string, input: unknown): Promise<T> {
  const url = new URL(desk.url);
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const response = await request.post(`${url.origin}/bridge/${method}`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: input,
  });
  const result = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!result.ok) throw new Error(`${method}: ${result.error?.message ?? 'failed'}`);
  return result.value as T;
}
