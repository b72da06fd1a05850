/**
 * The words of the tabs loaded when opened (Theme, Brand, Responsible gaming) in EN and TY, in
 * their chunk, not the studio's first load; `{name}` is filled in by `say`. Their fields' labels
 * and help are the tenant schema's (EN), as on the other tabs.
 */
import { wordsOf } from '../words';

const EN = {
  contrast: 'Contrast (WCAG AA needs 4.5:1)',
  unreadable: 'unreadable colour',
  passes: '{ratio} passes',
  fails: '{ratio} fails',
  colourPicker: '{label}: colour picker ({theme})',
  logoFor: 'Logo for the {theme} theme',
  logoHelp: 'The logo on the {theme} theme: a site path such as /assets/logo.svg.',
  logoAlt: 'Logo, {theme} theme',
  appIcon: 'App icon',
  responsibleGaming: 'Responsible gaming',
} as const;

export type FormKey = keyof typeof EN;

const TY: Record<FormKey, string> = {
  contrast: 'Contrast (kailangan ng WCAG AA ang 4.5:1)',
  unreadable: 'kulay na hindi mabasa',
  passes: '{ratio} pasado',
  fails: '{ratio} bagsak',
  colourPicker: '{label}: pamili ng kulay ({theme})',
  logoFor: 'Logo para sa temang {theme}',
  logoHelp: 'Ang logo sa temang {theme}: isang path ng site gaya ng /assets/logo.svg.',
  logoAlt: 'Logo, temang {theme}',
  appIcon: 'Icon ng app',
  responsibleGaming: 'Responsableng paglalaro',
};

export const { say, useSay, catalogues } = wordsOf<FormKey>({ EN, TY });
