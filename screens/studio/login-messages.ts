/**
 * The studio sign-in page's words in EN and TY (the switch is on the page itself, as there is no
 * top bar before signing in). A refusal's message comes from the server as it sends it.
 */
import { wordsOf } from './words';

const EN = {
  title: 'Studio sign-in',
  language: 'Language',
  username: 'Username',
  password: 'Password',
  missing: 'Enter your username and password',
  captchaMissing: 'Enter the characters in the picture',
  captchaAsked: 'Too many failed sign-ins for this account. Enter the characters in the picture too, then sign in again.',
  captchaWrong: 'The characters did not match the picture. Enter the ones in the new picture.',
  captchaNext: 'For the next try, also enter the characters in the picture.',
  picture: 'Verification picture: type the characters it shows',
  pictureLoading: 'Loading the picture…',
  newPicture: 'New picture',
  characters: 'Characters in the picture',
  charactersHelp: '4 digits, as the picture above shows',
  signingIn: 'Signing in…',
  signIn: 'Sign in',
};

export type LoginKey = keyof typeof EN;

const TY: Record<LoginKey, string> = {
  title: 'Pag-sign in sa studio',
  language: 'Wika',
  username: 'Username',
  password: 'Password',
  missing: 'Ilagay ang iyong username at password',
  captchaMissing: 'Ilagay ang mga karakter sa larawan',
  captchaAsked: 'Masyadong maraming bigong pag-sign in sa account na ito. Ilagay din ang mga karakter sa larawan, saka mag-sign in muli.',
  captchaWrong: 'Hindi tumugma ang mga karakter sa larawan. Ilagay ang mga nasa bagong larawan.',
  captchaNext: 'Sa susunod na subok, ilagay din ang mga karakter sa larawan.',
  picture: 'Larawan ng beripikasyon: i-type ang mga karakter na ipinapakita nito',
  pictureLoading: 'Nilo-load ang larawan…',
  newPicture: 'Bagong larawan',
  characters: 'Mga karakter sa larawan',
  charactersHelp: '4 na digit, gaya ng ipinapakita ng larawan sa itaas',
  signingIn: 'Nagsa-sign in…',
  signIn: 'Mag-sign in',
};

export const { say, useSay, catalogues } = wordsOf<LoginKey>({ EN, TY });
