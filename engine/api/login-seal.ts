/**
 * SPEC 3 and 7's encrypted login, in the browser: the login payload sealed with a fresh
 * AES-256-GCM key, that key wrapped with RSA-OAEP (SHA-256) under the server's public key (GET
 * /api/member/login/key), sent as {key, iv, data} with the X-Login-Encryption header. The server
 * opens it in server/account/login-encryption.ts. Loaded only by a tenant that turns
 * settings.loginEncryption on, and only where Web Crypto is (a secure context: https or localhost).
 */
import type { ApiClient } from './client';
import { ApiError } from './errors';
import type { ParamsOf } from './sources';
import type { LoginKeyResponse } from '../config/types.gen';

/** Web Crypto is there: a page served over http from another host has none, and logs in with the plain payload. */
const canSeal = (): boolean => globalThis.crypto?.subtle !== undefined;

const base64 = (bytes: ArrayBuffer | Uint8Array): string => {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
};

const unbase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The sealed login: the header naming the key, and the body the server opens. */
export async function sealLogin(
  key: LoginKeyResponse,
  payload: object,
): Promise<{ headers: Record<string, string>; body: { key: string; iv: string; data: string } }> {
  const { subtle } = globalThis.crypto;
  const rsa = await subtle.importKey('spki', unbase64(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload)));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return {
    headers: { 'X-Login-Encryption': `${key.algorithm}; key=${key.keyId}` },
    body: { key: base64(wrapped), iv: base64(iv), data: base64(data) },
  };
}

/**
 * The login call with its payload sealed to the server's key. A key the server no longer has is
 * asked for again, once; without Web Crypto (http from another host) the plain payload goes,
 * which the server takes too.
 */
export async function sealedLogin(api: ApiClient, params: ParamsOf<'login'>) {
  if (!canSeal()) return api.call('login', params);
  for (let attempt = 0; ; attempt++) {
    const key = await api.call('loginKey');
    try {
      return await api.call('login', params, { sealed: await sealLogin(key, params) });
    } catch (error) {
      if (attempt > 0 || !(error instanceof ApiError) || error.code !== 'E_LOGIN_KEY') throw error;
      api.invalidate('loginKey');
    }
  }
}
