/**
 * feedback: a signed-in member's message to the operator (SPEC 2, 5): question type (1, 2, 3, 4,
 * 6 or 0), a description of 20 to 200 characters, an optional comment up to 140, the image captcha
 * and up to 3 PNG or JPEG images of at most 5 MB each, checked by their bytes.
 */
import { checkCaptcha } from '../account/captcha.ts';
import { captchaRequired, fieldError } from '../account/errors.ts';
import { defineEndpoint } from '../http/handler.ts';
import { imageMime, MAX_IMAGE_BYTES, MAX_IMAGES } from '../member-centre/images.ts';

/** Three images of 5 MB as base64 (4/3 each) plus the text fields. */
const FEEDBACK_BODY_LIMIT = 3 * Math.ceil((5 * 1024 * 1024 * 4) / 3) + 64 * 1024;

export const feedback = defineEndpoint('feedback', {
  maxBodyBytes: FEEDBACK_BODY_LIMIT,
  auth: 'required',
  async handle({ db, tenantId, member, body, now }) {
    const content = body.content.trim();
    if (content.length < 20 || content.length > 200)
      throw fieldError('content', 'The description must be 20 to 200 characters', 'feedback.contentLength');
    const comment = (body.comment ?? '').trim();
    if (comment.length > 140) throw fieldError('comment', 'The comment must be at most 140 characters', 'feedback.commentLength');
    const images = body.images ?? [];
    if (images.length > MAX_IMAGES) throw fieldError('images', 'At most 3 images', 'feedback.tooMany');
    const decoded = images.map((image) => Buffer.from(image.data, 'base64'));
    for (const bytes of decoded) {
      if (bytes.length > MAX_IMAGE_BYTES) throw fieldError('images', 'An image is larger than 5 MB', 'feedback.tooLarge');
      if (!imageMime(bytes)) throw fieldError('images', 'Only PNG or JPG images can be uploaded', 'feedback.badType');
    }
    if (!(await checkCaptcha(db, tenantId, body.captchaId, body.captcha, now))) throw captchaRequired(400);
    await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        'INSERT INTO feedback (tenant_id, member_id, type, content, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [tenantId, member.memberId, body.type, content, comment, now],
      );
      for (const bytes of decoded) {
        await tx.query('INSERT INTO feedback_images (feedback_id, mime, size, bytes) VALUES ($1, $2, $3, $4)', [
          inserted.rows[0].id,
          imageMime(bytes),
          bytes.length,
          bytes,
        ]);
      }
    });
    return null;
  },
});
