/**
 * Head icon get and set (SPEC 7 Account, issue 27): the member's avatar, picked from the ones the
 * site ships (server/members/head-icons.ts). Set is form encoded, as SPEC has it: its route's
 * encoding "form" in tenants/_base/tenant.json makes the server read the body that way
 * (server/http/body.ts), with the same character and schema checks as a JSON body.
 */
import { takeRate } from '../account/rate-limit.ts';
import { defineEndpoint } from '../http/handler.ts';
import { readHeadIcon, writeHeadIcon } from '../members/head-icons.ts';
import { assertNotTrial } from '../payments/rules.ts';

const HEAD_ICON_LIMIT = { windowMs: 60 * 60_000, max: 20 } as const;

export const headIcon = defineEndpoint('headIcon', {
  auth: 'required',
  handle: ({ db, member }) => readHeadIcon(db, member.memberId),
});

export const headIconSet = defineEndpoint('headIconSet', {
  auth: 'required',
  async handle({ db, member, body, now }) {
    assertNotTrial(member.type);
    await takeRate(db, 'head-icon', String(member.memberId), HEAD_ICON_LIMIT, now);
    await writeHeadIcon(db, member.memberId, body.headIcon);
    return readHeadIcon(db, member.memberId);
  },
});
