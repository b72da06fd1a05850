/** True on a page the studio opened as a preview frame (engine/studio-preview.tsx); kept apart so the site's bundle stays without the preview. */
export function isStudioPreview(): boolean {
  return window.parent !== window && new URLSearchParams(window.location.search).has('studioPreview');
}
