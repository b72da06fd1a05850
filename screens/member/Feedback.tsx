import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, useEngine, type FeedbackRequest } from '../../engine';
import { CaptchaField, useCaptcha } from '../account/CaptchaField';
import { Field, inputStyle } from '../common/form/fields';
import { Icon } from '../common/Icon';
import { iconButton, primaryButton } from '../common/styles';
import { checkFeedback, imageProblem, LIMITS, QUESTION_TYPES, UNSELECTED, canSubmit } from './feedback-rules';
import { Page } from '../common/member-page';
import { FeedbackContentField } from './FeedbackContentField';

interface Picked {
  name: string;
  data: string;
  /** a data: URL preview (the site's CSP allows data: images, not blob:) */
  url: string;
  key: number;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * Feedback (/m/feedback, members only by the route's access rule): description 20-200 with its
 * counter (submit disabled under 20), question type (initial -1), captcha, up to 3 PNG/JPG images
 * of at most 5 MB (checked by their bytes, refused with a clear message), comment up to 140.
 */
export default function Feedback() {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const limits = {
    ...LIMITS,
    min: engine.config.constants.feedback.min,
    max: engine.config.constants.feedback.max,
    comment: engine.config.constants.feedback.comment,
  };
  const [type, setType] = useState<number>(UNSELECTED);
  const [description, setDescription] = useState('');
  const [comment, setComment] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);
  const { captcha, refresh } = useCaptcha(true);
  const typeRef = useRef<HTMLSelectElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const commentRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    let added = images.length;
    const next: Picked[] = [];
    setUploadError(null);
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const problem = imageProblem({ size: file.size, head: bytes.subarray(0, 8) }, added, limits);
      if (problem) {
        setUploadError(problem);
        break;
      }
      const data = toBase64(bytes);
      next.push({
        name: file.name,
        data,
        url: `data:${file.type === 'image/png' ? 'image/png' : 'image/jpeg'};base64,${data}`,
        key: (nextKey.current += 1),
      });
      added += 1;
    }
    if (next.length) setImages((list) => [...list, ...next]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !canSubmit(description, limits.min)) return;
    const found = checkFeedback({ type, description, comment, captcha: captchaText }, limits);
    setErrors(found);
    const refs = { type: typeRef, description: descriptionRef, comment: commentRef, captcha: captchaRef } as const;
    const first = (Object.keys(refs) as (keyof typeof refs)[]).find((k) => found[k]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    const hide = engine.ui.toast('loading', 'in_please_wait', engine.config.constants.toast.slowLoadingMs);
    try {
      // validate() above has refused an unselected type and more images than the limit (3).
      await engine.api.call('feedback', {
        type: type as FeedbackRequest['type'],
        content: description.trim(),
        comment: comment.trim(),
        captchaId: captcha?.captchaId ?? '',
        captcha: captchaText.trim(),
        images: images.map((i) => ({ data: i.data })) as FeedbackRequest['images'],
      });
      hide();
      engine.ui.toast('success', 'sent_success', engine.config.constants.toast.successMs);
      setType(UNSELECTED);
      setDescription('');
      setComment('');
      setImages([]);
      setErrors({});
    } catch (error) {
      hide();
      const failure = error instanceof ApiError ? error : new ApiError('E_UNKNOWN', 'error.unknown');
      const value = (failure.value && typeof failure.value === 'object' ? failure.value : {}) as { messageKey?: string; field?: string };
      if (failure.code === 'E_CAPTCHA_REQUIRED') setErrors((e) => ({ ...e, captcha: 'error.E_CAPTCHA_REQUIRED' }));
      else if (value.messageKey && intl.messages[value.messageKey])
        engine.ui.toast('fail', value.messageKey, engine.config.constants.toast.shortMs);
      else engine.services.reportError('feedback', error);
    } finally {
      setBusy(false);
      setCaptchaText('');
      refresh();
    }
  }

  return (
    <Page label={intl.formatMessage({ id: 'title.feedback' })}>
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 14 }}>
        <Field label="feedback.type" htmlFor={`${ids}-type`} error={errors.type} required>
          <select
            ref={typeRef}
            id={`${ids}-type`}
            value={type}
            onChange={(e) => {
              setType(Number(e.target.value));
              setErrors((x) => ({ ...x, type: null }));
            }}
            aria-invalid={Boolean(errors.type) || undefined}
            css={inputStyle}
          >
            <option value={UNSELECTED}>{intl.formatMessage({ id: 'feedback.type.choose' })}</option>
            {QUESTION_TYPES.map((q) => (
              <option key={q.value} value={q.value}>
                {intl.formatMessage({ id: q.label })}
              </option>
            ))}
          </select>
        </Field>
        <FeedbackContentField
          ref={descriptionRef}
          id={`${ids}-desc`}
          label="feedback.description"
          value={description}
          onChange={(value) => {
            setDescription(value);
            setErrors((x) => ({ ...x, description: null }));
          }}
          error={errors.description}
          limits={limits}
        />
        <div css={{ display: 'grid', gap: 8 }}>
          <label htmlFor={`${ids}-files`} css={{ fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
            <FormattedMessage id="feedback.images" values={{ count: limits.images }} />
          </label>
          <input
            id={`${ids}-files`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(e) => void pick(e)}
            disabled={images.length >= limits.images}
            css={{ fontSize: '0.85rem', color: 'var(--c-text)' }}
          />
          {uploadError && (
            <span role="alert" css={{ color: 'var(--c-danger)', fontSize: '0.85rem' }}>
              <FormattedMessage id={uploadError} />
            </span>
          )}
          {images.length > 0 && (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 8 }} data-testid="feedback-images">
              {images.map((image, index) => (
                <li key={image.key} css={{ position: 'relative' }}>
                  <img
                    src={image.url}
                    alt={image.name}
                    css={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 8, border: '1px solid var(--c-border)' }}
                  />
                  <button
                    type="button"
                    onClick={() => setImages((list) => list.filter((_, i) => i !== index))}
                    aria-label={intl.formatMessage({ id: 'feedback.removeImage' }, { name: image.name })}
                    css={{
                      ...iconButton,
                      width: 28,
                      height: 28,
                      position: 'absolute',
                      top: -10,
                      right: -10,
                      background: 'var(--c-surfaceRaised)',
                    }}
                  >
                    <Icon name="close" size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Field label="feedback.comment" htmlFor={`${ids}-comment`} error={errors.comment}>
          <input
            ref={commentRef}
            id={`${ids}-comment`}
            value={comment}
            maxLength={limits.comment}
            onChange={(e) => {
              setComment(e.target.value);
              setErrors((x) => ({ ...x, comment: null }));
            }}
            css={inputStyle}
          />
        </Field>
        <CaptchaField
          ref={captchaRef}
          id={`${ids}-captcha`}
          value={captchaText}
          onChange={(v) => {
            setCaptchaText(v);
            setErrors((x) => ({ ...x, captcha: null }));
          }}
          error={errors.captcha}
          captcha={captcha}
          onRefresh={refresh}
          required
        />
        <button
          type="submit"
          disabled={busy || !canSubmit(description, limits.min)}
          aria-busy={busy}
          css={{ ...primaryButton, height: 46, opacity: busy || !canSubmit(description, limits.min) ? 0.5 : 1 }}
        >
          <FormattedMessage id="app.submit" />
        </button>
      </form>
    </Page>
  );
}
