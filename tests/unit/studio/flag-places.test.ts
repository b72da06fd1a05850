/** The places a flag gates (screens/studio/flag-places.ts): read from the merged config, named as the editor names them. */
import { describe, expect, it } from 'vitest';
import { flagPlaces } from '../../../screens/studio/flag-places';
import type { Draft } from '../../../screens/studio/types';

const draft: Draft = {
  tenant: {
    flags: { REFERRAL: true, CBS3: false, PERSONALPROMO: true, MAILCEN: true },
    menus: {
      bottom: [
        { id: 'home', label: 'menu.home', icon: 'home', action: { action: 'navigate', to: '/m/home' } },
        { id: 'invite', label: 'menu.invite', icon: 'gift', when: { flag: 'REFERRAL' }, action: { action: 'navigate', to: '/m/invite' } },
      ],
      sideExtras: [
        {
          id: 'mission',
          label: 'menu.mission',
          icon: 'flag',
          // two tests of the same flag in one item: one place
          when: { all: [{ flag: 'PERSONALPROMO' }, { any: [{ flag: 'PERSONALPROMO' }, { hasLink: 'TASK' }] }] },
          action: { action: 'navigate', to: '/m/mission' },
        },
        {
          id: 'noChat',
          label: 'menu.noChat',
          icon: 'info',
          when: { not: { flag: 'CBS3' } },
          action: { action: 'navigate', to: '/m/help' },
        },
      ],
    },
    routes: [{ id: 'invite', path: '/m/invite', screen: 'inviteFriends', when: { flag: 'REFERRAL' } }],
    shell: { visibility: { chatButton: { flag: 'CBS3' } } },
  },
  screens: {
    home: {
      nodes: [
        { type: 'banner', group: 'm_home' },
        {
          type: 'section',
          children: [
            { type: 'text', text: 'x' },
            { type: 'button', label: 'chat', when: { flag: 'CBS3' } },
          ],
        },
      ],
    },
    inviteFriends: { nodes: [{ type: 'inviteFriends', when: { flag: 'REFERRAL' } }] },
  },
  messages: { EN: { 'menu.invite': 'Invite friends', 'menu.mission': 'Missions' }, TY: { 'menu.invite': 'Mag-imbita' } },
};

describe('flagPlaces', () => {
  it('names menu items by their English label and id, nodes by screen, number and type, routes by id and path', () => {
    const places = flagPlaces(draft);
    expect(places.REFERRAL).toEqual([
      { where: 'Bottom menu › Invite friends (invite)', pointer: '/menus/bottom/1', whileOff: false },
      { where: 'Route “invite” (/m/invite)', pointer: '/routes/0', whileOff: false },
      { where: 'Screen “inviteFriends” › node 1 (inviteFriends)', pointer: '/screens/inviteFriends/nodes/0', whileOff: false },
    ]);
  });

  it('counts a place once however often it tests the flag, and marks a place under a not as shown while off', () => {
    const places = flagPlaces(draft);
    expect(places.PERSONALPROMO).toEqual([
      { where: 'Side menu (extras) › Missions (mission)', pointer: '/menus/sideExtras/0', whileOff: false },
    ]);
    expect(places.CBS3.map((p) => [p.where, p.whileOff])).toEqual([
      ['Side menu (extras) › menu.noChat (noChat)', true],
      ['Page frame › visibility › chat button', false],
      ['Screen “home” › node 2 › node 2 (button)', false],
    ]);
  });

  it('lists no place for a flag nothing tests', () => {
    expect(flagPlaces(draft).MAILCEN).toBeUndefined();
  });
});
