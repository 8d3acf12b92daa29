import { vi } from 'vitest';

/** A JSON answer of the API, as `fetch` resolves it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs `fetch` with answers by API path (`/search/x` for `/api/search/x`): `answer` gives the
 * Response, or undefined to leave the request pending. Returns the paths asked, in order.
 * jsdom cannot scroll, so the scroll to the top after a push is stubbed as well.
 */
export function stubApiByPath(answer: (path: string) => Response | undefined): string[] {
  const asked: string[] = [];
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = input.replace(/^\/api/, '');
      asked.push(path);
      const response = answer(path);
      return response ? Promise.resolve(response) : new Promise<Response>(() => {});
    }),
  );
  return asked;
}
