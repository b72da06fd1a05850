/**
 * Change-password rules (SPEC 5), pure so they are unit-tested: the old password uses the
 * loginPassword rule (skipped when optional and empty), the new one the password rule, confirm is
 * required ('Enter password') and must match ('Confirmation password not matched'); new equal to
 * old is a separate check answered by the 'Confirmation' dialog.
 */
import type { ChangePasswordRequest } from '../../engine';
import { loginRules, type Rule } from '../common/form/rules';

/** The form's values: the changePassword request as it is sent. */
export type ChangePasswordForm = ChangePasswordRequest;

export type ChangePasswordField = keyof ChangePasswordForm;
export const FIELD_ORDER: ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

const checkConfirm = (password: string, confirm: string): string | null => {
  if (!confirm) return 'changePsw.enterPassword';
  return confirm === password ? null : 'in_confirmation_correct';
};

/** Message keys of the failing fields (null where the field passes). */
export function checkChangePassword(
  form: ChangePasswordForm,
  options: { oldOptional?: boolean } = {},
): Record<ChangePasswordField, string | null> {
  const oldRule: Rule = loginRules.loginPassword;
  return {
    oldPassword: options.oldOptional && !form.oldPassword ? null : oldRule(form.oldPassword),
    newPassword: loginRules.newPassword(form.newPassword),
    confirmNewPassword: checkConfirm(form.newPassword, form.confirmNewPassword),
  };
}

/** The new password must differ from the old one. */
export const sameAsOld = (form: ChangePasswordForm) => form.oldPassword !== '' && form.oldPassword === form.newPassword;
