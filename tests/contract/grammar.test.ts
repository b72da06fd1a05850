/**
 * One grammar per rule (issue 28 item 2): for amounts, usernames, passwords and mobile numbers, the
 * form and the API accept exactly the same set. Each tricky input goes through the form's own check
 * (the rule functions the screens call) and, as the form would send it, through the real server;
 * the two verdicts must agree, input by input. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../../engine/grammar/money.ts';
import { isPaymentPassword } from '../../engine/grammar/password.ts';
import { loginRules, tidy } from '../../screens/common/form/rules.ts';
import { amountText, checkAmount } from '../../screens/wallet/money.ts';
import { call, expectOk, freshMember, loginToken, startContractServer, type CallResult, type ContractServer } from './support/server.ts';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** What every grammar is tried with: spaces, control and invisible characters, other digits, signs. */
const COMMON = [
  '',
  ' ',
  '\t',
  '\u0000',
  '\u0007abc',
  'abc\u0085',
  '\u202eabc',
  'a\u200bb',
  '\u00a0',
  '１２３４５６', // fullwidth digits
  '٠١٢٣٤٥٦٧', // Arabic-Indic digits
  '١٢٣',
  'é',
  '😀😀😀',
  '😀😀😀😀😀😀',
  '\ud800abcdef', // a lone surrogate
  '<script>',
];

const AMOUNTS = [
  ...COMMON,
  '0',
  '00',
  '0.0',
  '0.00',
  '0.01',
  '0.001',
  '01',
  '007',
  '1',
  ' 1',
  '1 ',
  ' 1 ',
  '\u00a01',
  '1\n',
  '1.',
  '.5',
  '1.5',
  '1.50',
  '1.505',
  '1e3',
  '1E3',
  '1,000',
  '1_000',
  '1 000',
  '+1',
  '-1',
  '-0',
  '0x10',
  'Infinity',
  'NaN',
  '１',
  '١',
  '100',
  '999999999999.99',
  MAX_AMOUNT,
  '999999999999.999',
  '1000000000000',
  '9'.repeat(400),
  '1'.repeat(5000),
];

const USERNAMES = [
  ...COMMON,
  'a',
  'ab',
  'demo',
  ' demo ',
  'DEMO',
  'de mo',
  'd.e_m-o@x',
  'a'.repeat(32),
  'a'.repeat(33),
  'a'.repeat(65),
  'ａｂｃｄ', // fullwidth letters
  'ſtar', // long s: upper-cases to S
  'user\u0301',
  'user!',
];

const PASSWORDS = [
  ...COMMON,
  '12345',
  '123456',
  ' 123456',
  '123456 ',
  '12 3456',
  '\u00a0123456',
  'x'.repeat(20),
  'x'.repeat(21),
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(129),
  'pässwört',
  'pass\u0000word',
  'pass\u0085word',
  '~!@#$%^&*()',
  '😀'.repeat(10),
  '😀'.repeat(11),
];

const MOBILES = [
  ...COMMON,
  '12345',
  '123456',
  ' 9171234567 ',
  '9171234567',
  '+639171234567',
  '0917-123-4567',
  '917 123 4567',
  '1'.repeat(15),
  '1'.repeat(16),
  '1'.repeat(33),
  '９１７１２３４５６７',
  '٩١٧١٢٣٤٥٦٧',
  '1e10',
];

/** The server refused the input itself (not something after it): a 400 naming the field, or a character check. */
const refusedField = (result: CallResult, field: string) =>
  result.status === 400 && (result.json.code === 'E_BAD_CHARACTER' || String(result.json.message).startsWith(`${field}`));

/** POST forget password, well-formed but for `fields`; the SMS code is wrong, so nothing changes. */
const forget = (fields: Record<string, string>) =>
  call(server, '/api/member/password/forget', {
    method: 'POST',
    body: { mobileNum: '9170000001', countryDialingCode: '63', messageCode: '000000', newPassword: 'new-pass1', ...fields },
  });

/** Each input's form verdict beside the API's; the test fails listing every input where they differ. */
async function compare(inputs: string[], form: (input: string) => boolean, api: (input: string, i: number) => Promise<boolean>) {
  const disagreements: string[] = [];
  for (const [i, input] of inputs.entries()) {
    const formAccepts = form(input);
    const apiAccepts = await api(input, i);
    if (formAccepts !== apiAccepts)
      disagreements.push(
        `${JSON.stringify(input)}: form ${formAccepts ? 'accepts' : 'refuses'}, API ${apiAccepts ? 'accepts' : 'refuses'}`,
      );
  }
  expect(disagreements).toEqual([]);
  // the list holds both kinds, so agreement is not the trivial one
  expect(new Set(inputs.map(form))).toEqual(new Set([true, false]));
}

describe('the form and the API accept the same', () => {
  it('amounts (deposit): the wallet forms and POST /api/deposit', async () => {
    const member = await freshMember(server);
    const token = await loginToken(server, member.account, member.password);
    let n = 0;
    await compare(
      AMOUNTS,
      (typed) => checkAmount(typed, { min: '0.01', max: MAX_AMOUNT }) !== 'invalid',
      async (typed) => {
        const result = await call(server, '/api/deposit', {
          method: 'POST',
          token,
          headers: { 'idempotency-key': `grammar-${n++}` },
          body: { channelId: 'bank', amount: amountText(typed) },
        });
        // accepted: an order, or refused by the channel's limits (E_AMOUNT_LIMIT), never by the grammar
        return !refusedField(result, 'body.amount') && !(result.status === 400 && result.json.code === 'E_BAD_REQUEST');
      },
    );
  }, 120_000);

  it('login usernames and passwords: the login form and POST /api/member/login', async () => {
    const login = (body: Record<string, string>) =>
      call(server, '/api/member/login', { method: 'POST', body: { type: 'username', ...body } });
    // a malformed name or password is 400; a well-formed one is looked up (401 E_LOGIN_FAILED here)
    await compare(
      USERNAMES,
      (typed) => loginRules.loginUsername(typed) === null,
      async (typed) => (await login({ username: tidy(typed), password: 'not-the-password' })).status !== 400,
    );
    await compare(
      PASSWORDS,
      (typed) => loginRules.loginPassword(typed) === null,
      async (typed, i) => (await login({ username: `nobody${i}`, password: typed })).status !== 400,
    );
  }, 120_000);

  it('new passwords: the forget and change password forms and POST /api/member/password/forget', async () => {
    await compare(
      PASSWORDS,
      (typed) => loginRules.newPassword(typed) === null,
      // a well-formed password gets as far as the SMS code
      async (typed) => !refusedField(await forget({ newPassword: typed }), 'body.newPassword'),
    );
  }, 120_000);

  it('payment passwords: the payment password form and POST /api/member/paymentPassword', async () => {
    const member = await freshMember(server);
    const token = await loginToken(server, member.account, member.password);
    const set = (password: string) =>
      call(server, '/api/member/paymentPassword', { method: 'POST', token, body: { password, loginPassword: member.password } });
    expectOk(await set('pay-123456'), 'api/paymentPassword.response');
    // once one is set, a well-formed password is answered 409 E_PAYMENT_PASSWORD_SET, a malformed one 400
    await compare(PASSWORDS, isPaymentPassword, async (typed) => !refusedField(await set(typed), 'body.password'));
  }, 120_000);

  it('mobile numbers: the SMS login and register forms and POST /api/member/password/forget', async () => {
    await compare(
      MOBILES,
      (typed) => loginRules.loginMobileNum(typed) === null,
      async (typed) => {
        const result = await forget({ mobileNum: tidy(typed) });
        return !(
          refusedField(result, 'body.mobileNum') ||
          (result.status === 400 && result.json.message === 'The mobile num is not valid')
        );
      },
    );
  }, 120_000);
});
