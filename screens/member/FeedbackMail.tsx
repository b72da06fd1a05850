import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTACT_RULES, FEEDBACK_MAIL_SUBJECT, subjectProblem, useEngine } from '../../engine';
import { FormProblem, TextField } from '../common/form/fields';
import { readFailure } from '../common/form/failure';
import { checkServerRule, firstInvalid, tidy } from '../common/form/rules';
import { card } from '../common/member-page';
import { primaryButton } from '../common/styles';
import { FeedbackContentField } from './FeedbackContentField';
import { canSubmit, contentProblem } from './feedback-rules';

type FieldName = 'email' | 'subject' | 'content';
type Errors = Partial<Record<FieldName, string | null>>;
const ORDER: readonly FieldName[] = ['email', 'subject', 'content'];

/** The field a refusal names: "email" from a rule, "body.email" from the character check. */
const namedField = (field: string | undefined) => ORDER.find((name) => field === name || field === `body.${name}`);

/**
 * "E-mail us" (SPEC 7.34 feedback mail), under the help centre's articles, for guests and members:
 * e-mail, subject and message, sent form encoded (the route's encoding). The message follows the
 * feedback form's rule and pieces (counter, submit disabled under the minimum). Sent: SPEC's
 * sent_success in the form; refused: the server's message, at its field when it names one.
 */
export default function FeedbackMail() {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const limits = engine.config.constants.feedback;
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLInputElement>(null),
    content: useRef<HTMLTextAreaElement>(null),
  };

  /** A field's change: its error and the last outcome go. */
  const edit = (name: FieldName, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [name]: null }));
    setSent(false);
    setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !canSubmit(content, limits.min)) return;
    const found: Errors = {
      email: checkServerRule(email, { enabled: true, required: true }, CONTACT_RULES.email, 'feedbackMail.emailRequired'),
      subject: subjectProblem(subject),
      content: contentProblem(content, limits),
    };
    setErrors(found);
    const first = firstInvalid(ORDER, found);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    setSent(false);
    setProblem(null);
    try {
      await engine.api.call('feedbackMail', { email: tidy(email), subject: tidy(subject), content: tidy(content) });
      setSent(true);
      setSubject('');
      setContent('');
    } catch (error) {
      const failure = readFailure(error, intl.messages);
      const field = namedField(failure.field);
      if (field) {
        setErrors((e) => ({ ...e, [field]: failure.message }));
        refs[field].current?.focus();
      } else setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${ids}-title`} css={{ padding: '12px 12px 24px' }}>
      <div css={{ ...card, display: 'grid', gap: 14, padding: 16 }}>
        <div css={{ display: 'grid', gap: 4 }}>
          <h2 id={`${ids}-title`} css={{ margin: 0, fontSize: '1.1rem' }}>
            <FormattedMessage id="feedbackMail.title" />
          </h2>
          <p css={{ margin: 0, fontSize: '0.9rem', color: 'var(--c-textMuted)' }}>
            <FormattedMessage id="feedbackMail.intro" />
          </p>
        </div>
        <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 14 }}>
          <TextField
            label="feedbackMail.email"
            id={`${ids}-email`}
            error={errors.email}
            required
            ref={refs.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={CONTACT_RULES.email.maxLength}
            value={email}
            onChange={(e) => edit('email', setEmail)(e.target.value)}
          />
          <TextField
            label="feedbackMail.subject"
            id={`${ids}-subject`}
            error={errors.subject}
            required
            ref={refs.subject}
            maxLength={FEEDBACK_MAIL_SUBJECT.maxLength}
            value={subject}
            onChange={(e) => edit('subject', setSubject)(e.target.value)}
          />
          <FeedbackContentField
            ref={refs.content}
            id={`${ids}-content`}
            label="feedbackMail.message"
            hint="feedbackMail.messageHint"
            value={content}
            onChange={edit('content', setContent)}
            error={errors.content}
            limits={limits}
          />
          <FormProblem problem={problem} />
          <div>
            {/* always there, so what it gets is announced; it takes room only then */}
            <p role="status" css={{ margin: 0, color: 'var(--c-success)', fontSize: '0.9rem', '&:not(:empty)': { marginBottom: 12 } }}>
              {sent && <FormattedMessage id="sent_success" />}
            </p>
            <button
              type="submit"
              disabled={busy || !canSubmit(content, limits.min)}
              aria-busy={busy}
              css={{ ...primaryButton, width: '100%', height: 46, opacity: busy || !canSubmit(content, limits.min) ? 0.5 : 1 }}
            >
              <FormattedMessage id={busy ? 'feedbackMail.sending' : 'feedbackMail.send'} />
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
