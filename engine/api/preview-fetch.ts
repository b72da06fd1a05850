/**
 * The fetch of a studio preview frame (engine/studio-preview.tsx): its calls carry the preview
 * identity's token as a Bearer header, held in memory only, and never a cookie, so an operator
 * signed in to the member site in the same browser never previews as that member (and a guest
 * preview is a guest). The site's own calls send the session cookie instead (engine/api/client.ts).
 */
export function previewFetch(token: string | undefined, base: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return base(input, { ...init, headers, credentials: 'omit' });
  };
}
