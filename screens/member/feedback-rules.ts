/** Feedback rules (SPEC 2, 5, 9), pure so they are unit-tested. */

/** Question types with their values; -1 is the initial, unselected value. */
export const QUESTION_TYPES = [
  { value: 1, label: 'feedback.type.deposit' },
  { value: 2, label: 'feedback.type.withdrawal' },
  { value: 3, label: 'feedback.type.game' },
  { value: 4, label: 'feedback.type.service' },
  { value: 6, label: 'feedback.type.agent' },
  { value: 0, label: 'feedback.type.other' },
] as const;
export const UNSELECTED = -1;

export const LIMITS = { min: 20, max: 200, comment: 140, imageBytes: 5 * 1024 * 1024, images: 3 };

/** The length the counter shows and the rule counts: of the trimmed text (tracked inputs are trimmed, SPEC 5). */
export const contentLength = (text: string) => text.trim().length;

/** The submit button is enabled from 20 characters of description (trimmed). */
export const canSubmit = (description: string, min = LIMITS.min) => contentLength(description) >= min;

/** The description's rule (SPEC 5: 20 to 200 characters, trimmed): its message key, or null. */
export function contentProblem(description: string, limits: { min: number; max: number } = LIMITS): string | null {
  const length = contentLength(description);
  return length < limits.min || length > limits.max ? 'feedback.contentLength' : null;
}

/** The PNG or JPEG kind from the file's first bytes; null for anything else. */
export function imageKind(head: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}

/** Why one more image is refused (a message key), or null when it may be added. */
export function imageProblem(file: { size: number; head: Uint8Array }, alreadyAdded: number, limits = LIMITS): string | null {
  if (alreadyAdded >= limits.images) return 'feedback.tooMany';
  if (!imageKind(file.head)) return 'feedback.badType';
  if (file.size > limits.imageBytes) return 'feedback.tooLarge';
  return null;
}

export function checkFeedback(form: { type: number; description: string; comment: string; captcha: string }, limits = LIMITS) {
  return {
    type: form.type === UNSELECTED ? 'feedback.typeRequired' : null,
    description: contentProblem(form.description, limits),
    comment: form.comment.trim().length > limits.comment ? 'feedback.commentLength' : null,
    captcha: form.captcha.trim() ? null : 'in_vwrite_code',
  };
}
