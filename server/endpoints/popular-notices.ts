/**
 * popularNotices (SPEC 7.20 "Popular announcements: GET"): the member announcements an operator
 * marked popular (migration 032), listed as the notices call lists them (notices.ts).
 */
import { defineEndpoint } from '../http/handler.ts';
import { noticeList } from './notices.ts';

export const popularNotices = defineEndpoint('popularNotices', {
  auth: 'optional',
  handle: async (ctx) => ({ list: await noticeList(ctx, 'M', true) }),
});
