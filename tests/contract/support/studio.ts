/** The studio API as the contract tests call it: operator sign-in (each token kept per username), GET and POST, a tenant's view. */
import { expect } from 'vitest';
import { call, type ContractServer } from './server.ts';

export type Draft = { tenant: Record<string, any>; screens: Record<string, any>; messages: Record<string, Record<string, string>> };

/** Studio calls against `server()` (read when called, so the server may start after this is made). */
export function studioClient(server: () => ContractServer) {
  const tokens = new Map<string, string>();
  const get = (path: string, token?: string) => call(server(), `/studio/api/${path}`, { token });
  const post = (path: string, body: unknown, token?: string) => call(server(), `/studio/api/${path}`, { method: 'POST', body, token });
  return {
    get,
    post,
    /** A signed-in operator's token (one sign-in per username and server). */
    operator: async (username: string, password: string): Promise<string> => {
      const known = tokens.get(username);
      if (known) return known;
      const res = await post('login', { username, password });
      expect(res.status, res.text).toBe(200);
      tokens.set(username, res.json.value.token);
      return res.json.value.token as string;
    },
    tenant: async (id: string, token: string): Promise<{ version: number; merged: Draft; base: Draft; fourEyes: boolean }> => {
      const res = await get(`tenants/${id}`, token);
      expect(res.status, res.text).toBe(200);
      return res.json.value;
    },
  };
}
