import { TEST_APP, sig } from './client';

/** An admin REST answer, with the HTTP status. */
export interface AdminAnswer {
  status: number;
  code: number;
  message: string;
  data: Record<string, unknown>;
}

/** Calls POST /im/admin/<path> on a test service's admin listener (its `adminPort`), signed as the administrator. */
export async function adminCall(port: number, path: string, body: unknown): Promise<AdminAnswer> {
  const url = `http://127.0.0.1:${port}/im/admin/${path}?sdkappid=${TEST_APP}&identifier=administrator&usersig=${encodeURIComponent(sig('administrator'))}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as Omit<AdminAnswer, 'status'>) };
}
