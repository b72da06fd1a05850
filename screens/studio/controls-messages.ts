/**
 * The words of the editors' shared controls (controls.tsx: the icon picker, an action, a
 * condition, a JSON field, a field's "(optional)") in EN and TY. A field's label and help from the
 * schema stay the schema's words (EN).
 */
import { wordsOf } from './words';

const EN = {
  icon: 'Icon',
  none: 'none',
  onTap: 'On tap',
  does: 'Does',
  doesHelp: 'The action a tap runs; its settings follow.',
  shownWhen: 'Shown when',
  test: 'Test',
  testHelp: 'What decides it: always, a flag, signed in, an agent, member types, routes, devices, or several tests.',
  always: 'always',
  flagIsOn: 'Flag is on',
  flagIsOnHelp: 'Passes while this flag is on (the Flags tab switches it).',
  isAgent: 'is an agent',
  isSignedIn: 'is signed in',
  tickedAgent: 'Ticked: passes for an agent; not ticked: for anyone else.',
  tickedSignedIn: 'Ticked: passes for a signed-in visitor; not ticked: for anyone else.',
  memberTypes: 'Member types (comma separated numbers)',
  memberTypesHelp: 'Passes for members of these types (the numbers of constants › member types).',
  routes: 'Route ids (comma separated)',
  routesHelp: 'Passes on these routes, by their id (home, deposit ...).',
  devices: 'Devices (comma separated)',
  devicesHelp: 'Passes on these devices: app, standalone, ios, android or desktop.',
  testN: 'Test {n}',
  addTest: 'Add a test',
  not: 'Not',
  conditionJson: 'Condition (JSON)',
  conditionJsonHelp: 'A test the form has no control for, as written in the config.',
  notJsonYet: 'Not valid JSON yet: not applied',
  optional: '{label} (optional)',
};

export type ControlsKey = keyof typeof EN;

const TY: Record<ControlsKey, string> = {
  icon: 'Icon',
  none: 'wala',
  onTap: 'Kapag tinapik',
  does: 'Ginagawa',
  doesHelp: 'Ang aksyong tumatakbo sa pagtapik; kasunod ang mga setting nito.',
  shownWhen: 'Ipinapakita kapag',
  test: 'Pagsusuri',
  testHelp: 'Ang nagpapasya: palagi, isang flag, naka-sign in, isang ahente, mga uri ng miyembro, mga ruta, mga device, o ilang pagsusuri.',
  always: 'palagi',
  flagIsOn: 'Naka-on ang flag',
  flagIsOnHelp: 'Pumapasa habang naka-on ang flag na ito (binabago ito sa tab na Mga flag).',
  isAgent: 'ay ahente',
  isSignedIn: 'ay naka-sign in',
  tickedAgent: 'May tsek: pumapasa para sa ahente; walang tsek: para sa iba.',
  tickedSignedIn: 'May tsek: pumapasa para sa bisitang naka-sign in; walang tsek: para sa iba.',
  memberTypes: 'Mga uri ng miyembro (mga numerong pinaghihiwalay ng kuwit)',
  memberTypesHelp: 'Pumapasa para sa mga miyembro ng mga uring ito (ang mga numero ng constants › member types).',
  routes: 'Mga id ng ruta (pinaghihiwalay ng kuwit)',
  routesHelp: 'Pumapasa sa mga rutang ito, ayon sa kanilang id (home, deposit ...).',
  devices: 'Mga device (pinaghihiwalay ng kuwit)',
  devicesHelp: 'Pumapasa sa mga device na ito: app, standalone, ios, android o desktop.',
  testN: 'Pagsusuri {n}',
  addTest: 'Magdagdag ng pagsusuri',
  not: 'Hindi',
  conditionJson: 'Kundisyon (JSON)',
  conditionJsonHelp: 'Isang pagsusuring walang kontrol sa form, gaya ng nakasulat sa config.',
  notJsonYet: 'Hindi pa wastong JSON: hindi inilapat',
  optional: '{label} (opsyonal)',
};

export const { useSay, catalogues } = wordsOf<ControlsKey>({ EN, TY });
