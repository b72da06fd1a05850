/** The studio's locations in words (screens/studio/location.ts): JSON pointers read as the editor names things, rows counted from 1. */
import { describe, expect, it } from 'vitest';
import { readableLocation } from '../../../screens/studio/location';

describe('readableLocation', () => {
  it('reads a menu item’s label in a language as the editor shows it, counting rows from 1', () => {
    expect(readableLocation('/menus/bottom/3/label/TY')).toBe('Bottom menu › item 4 › label (TY)');
    expect(readableLocation('/menus/bottom/0/icon')).toBe('Bottom menu › item 1 › icon');
    expect(readableLocation('/menus/sideMembers/2/when/not/memberType')).toBe(
      'Side menu (members) › item 3 › shown when › not › member type',
    );
  });

  it('reads texts, screens, flags and other parts', () => {
    expect(readableLocation('/messages/TY/menu.home')).toBe('Texts (TY) › menu.home');
    expect(readableLocation('/screens/home/nodes/2/props/title')).toBe('Screen “home” › node 3 › settings › title');
    expect(readableLocation('/flags/CBS3')).toBe('Flags › CBS3');
    expect(readableLocation('/themes/palettes/dark/primary')).toBe('Theme › palettes › dark › primary');
    expect(readableLocation('/responsibleGaming/sessionMinutes')).toBe('Responsible gaming › session minutes');
    expect(readableLocation('')).toBe('The whole config');
  });

  it('reads a diff’s pointer into one file of the draft as one into the whole draft', () => {
    expect(readableLocation('/menu.home', 'messages/TY.json')).toBe('Texts (TY) › menu.home');
    expect(readableLocation('/menus/bottom/1/action/to', 'tenant.json')).toBe('Bottom menu › item 2 › action › to');
    expect(readableLocation('/nodes/0', 'screens/home.json')).toBe('Screen “home” › node 1');
    expect(readableLocation('', 'screens/home.json')).toBe('Screen “home”');
  });

  it('reads a merge’s pointer into the draft’s parts, and escaped slashes as written', () => {
    expect(readableLocation('/tenant/menus/bottom/0/label')).toBe('Bottom menu › item 1 › label');
    expect(readableLocation('/messages/TY/a~1b')).toBe('Texts (TY) › a/b');
  });
});
