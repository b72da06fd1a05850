/**
 * changePassword: a signed-in member sets a new password after proving the old one. The new
 * password follows the registration password rule, must be confirmed and must differ from the
 * old one; every other session of the member is revoked, the current one stays signed in. Wrong
 * old passwords are limited per member (proveLoginPassword: 5 in 15 minutes, then 429).
 */
import { fieldError } from '../account/errors.ts';
import { checkRule, DEFAULT_RULES, RULE_MESSAGES } from '../account/register-config.ts';
import { ApiError } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import { proveLoginPassword } from '../payments/payment-password.ts';
import { hashPassword } from '../security/password.ts';

const SAME_PASSWORD = 'The new password and the old password cannot be the same';
const OLD_PASSWORD_WRONG = 'The old password is not correct';

export const changePassword = defineEndpoint('changePassword', {
  auth: 'required',
  async handle({ db, body, member, now }) {
    if (body.confirmNewPassword !== body.newPassword)
      throw fieldError('confirmNewPassword', RULE_MESSAGES.in_confirmation_correct, 'in_confirmation_correct');
    const rule = checkRule(DEFAULT_RULES.password, body.newPassword);
    if (!rule.ok) throw fieldError('newPassword', RULE_MESSAGES[rule.messageKey], rule.messageKey);
    if (body.newPassword === body.oldPassword)
      throw new ApiError(400, 'E_BAD_REQUEST', `body.newPassword: ${SAME_PASSWORD}`, {
        field: 'newPassword',
        messageKey: 'changePsw.same',
      });
    if (!(await proveLoginPassword(db, member.memberId, body.oldPassword, now)))
      throw fieldError('oldPassword', OLD_PASSWORD_WRONG, 'changePsw.oldWrong');
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [member.memberId, passwordHash]);
      await tx.query('UPDATE sessions SET revoked_at = $3 WHERE member_id = $1 AND id <> $2 AND revoked_at IS NULL', [
        member.memberId,
        member.sessionId,
        now,
      ]);
    });
    return null;
  },
});
