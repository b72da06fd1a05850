/**
 * The mobile number grammar, one copy for the forms and the server: the national number as 6 to
 * 15 digits 0-9; the dialling code is chosen apart ("63").
 */

export const MOBILE_RULE = { pattern: '^[0-9]{6,15}$', minLength: 6, maxLength: 15 } as const;
const MOBILE = new RegExp(MOBILE_RULE.pattern);

/** Whether a trimmed national number is a mobile number. */
export const isMobileNumber = (number: string) => MOBILE.test(number);
