import { button } from './ui';
import { setStudioLanguage, useStudioLanguage } from './language';

/** The studio’s language choice (EN or TY) as two pressed-or-not buttons, named by `label`: in the top bar, for every page. */
export function LanguageSwitch({ label }: { label: string }) {
  const language = useStudioLanguage();
  return (
    <div role="group" aria-label={label} css={{ display: 'flex', gap: 4 }}>
      {(['EN', 'TY'] as const).map((l) => (
        <button
          key={l}
          type="button"
          css={[button, { minHeight: 44, minWidth: 44 }]}
          aria-pressed={language === l}
          onClick={() => setStudioLanguage(l)}
        >
          {l}
        </button>
      ))}
    </div>
  );
}
