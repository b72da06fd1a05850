/**
 * The fields a registration form can have (SPEC 2, Register page), in the order the form shows
 * them. Shared by the server, which decides which are enabled and checks them, and the browser,
 * which renders them: one list, so the two never disagree.
 */
export const REGISTER_FIELDS = [
  'username',
  'mobileNum',
  'messageCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qq',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'invitationCode',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
