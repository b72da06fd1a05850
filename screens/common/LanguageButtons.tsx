import type { CSSObject } from '@emotion/react';
import { useEngine, useUi } from '../../engine';

/**
 * The tenant's offered languages as toggle buttons, each by its own name, the current one pressed;
 * a press switches the site's language. The caller draws the group around them and their look.
 */
export function LanguageButtons({ look }: { look: (pressed: boolean) => CSSObject }) {
  const { config, ui } = useEngine();
  const language = useUi((s) => s.language);
  const labels = new Map(config.languages.supported.map((l) => [l.code, l.label]));
  return config.languages.offered.map((code) => (
    <button
      key={code}
      type="button"
      aria-pressed={language === code}
      onClick={() => ui.set({ language: code })}
      css={look(language === code)}
    >
      {labels.get(code) ?? code}
    </button>
  ));
}
