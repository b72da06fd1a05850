/**
 * The help centre's "E-mail us" form (SPEC 7.34 feedback mail), one copy for the form and the
 * server: the e-mail by the contact rule (CONTACT_RULES.email), a subject of 1 to 80 characters; the message follows
 * SPEC 5's feedback rule (constants.feedback, 20 to 200). Each is checked on the trimmed value.
 */
export const FEEDBACK_MAIL_SUBJECT = { minLength: 1, maxLength: 80, message: 'feedbackMail.subjectLength' } as const;

/** Length in characters (code points), as the database's char_length counts them. */
export const characters = (text: string) => Array.from(text).length;

/** The message key of a subject that breaks its rule, or null. */
export function subjectProblem(subject: string): string | null {
  const length = characters(subject.trim());
  return length < FEEDBACK_MAIL_SUBJECT.minLength || length > FEEDBACK_MAIL_SUBJECT.maxLength ? FEEDBACK_MAIL_SUBJECT.message : null;
}
