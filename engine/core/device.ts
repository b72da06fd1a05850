import type { DeviceKind } from '../config/types';

/** User-agent marker our native app shells add; "app" device conditions test for it. */
const APP_UA_MARKER = 'WLEngineApp';

/** The device kinds a condition can test, read once from the browser. */
export function detectDevices(nav: Navigator, matchMedia: (query: string) => MediaQueryList): DeviceKind[] {
  const ua = nav.userAgent;
  const kinds: DeviceKind[] = [];
  if (ua.includes(APP_UA_MARKER)) kinds.push('app');
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
  if (standalone) kinds.push('standalone');
  if (/iPhone|iPad|iPod/i.test(ua)) kinds.push('ios');
  else if (/Android/i.test(ua)) kinds.push('android');
  else kinds.push('desktop');
  return kinds;
}
