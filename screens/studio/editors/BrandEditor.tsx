/**
 * Brand: the name, the logo for each theme and the app icon (favicon), with a look at each
 * picture; labels and help from the tenant schema's brand. Loaded when opened, with that schema.
 */
import { fieldHelp, fieldLabel } from '../field-words';
import { pointer } from '../pointer';
import { setAt, useStudio } from '../store';
import { colours, TextField } from '../ui';
import { fieldsOf } from './tenant-schema';
import { useSay } from './form-messages';

const NONE = {};
const BOTH = ['dark', 'light'];
const FIELD = fieldsOf('brand');

export default function BrandEditor() {
  const say = useSay();
  const brand = useStudio(
    (s) => (s.draft?.tenant.brand ?? NONE) as { name?: string; shortName?: string; logo?: Record<string, string>; appIcon?: string },
  );
  const themes = useStudio((s) => (s.draft?.tenant.themes as { offered?: string[] } | undefined)?.offered ?? BOTH);
  const picture = (src: string | undefined, alt: string, dark: boolean) =>
    src ? (
      <img
        src={src}
        alt={alt}
        css={{
          maxHeight: 48,
          maxWidth: 200,
          background: dark ? '#12141c' : '#f4f5f9',
          padding: 6,
          borderRadius: 4,
          border: `1px solid ${colours.line}`,
        }}
      />
    ) : null;
  return (
    <div>
      <TextField
        label={fieldLabel('name', FIELD.name)}
        hint={fieldHelp(FIELD.name)}
        pointer={pointer('brand', 'name')}
        value={brand.name ?? ''}
        onChange={(v) => setAt(['brand', 'name'], v)}
      />
      <TextField
        label={fieldLabel('shortName', FIELD.shortName)}
        hint={fieldHelp(FIELD.shortName)}
        pointer={pointer('brand', 'shortName')}
        value={brand.shortName ?? ''}
        onChange={(v) => setAt(['brand', 'shortName'], v || undefined)}
      />
      {themes.map((theme) => (
        <div key={theme}>
          <TextField
            label={say('logoFor', { theme })}
            pointer={pointer('brand', 'logo', theme)}
            value={brand.logo?.[theme] ?? ''}
            onChange={(v) => setAt(['brand', 'logo', theme], v)}
            hint={say('logoHelp', { theme })}
          />
          {picture(brand.logo?.[theme], say('logoAlt', { theme }), theme === 'dark')}
        </div>
      ))}
      <TextField
        label={fieldLabel('appIcon', FIELD.appIcon)}
        hint={fieldHelp(FIELD.appIcon)}
        pointer={pointer('brand', 'appIcon')}
        value={brand.appIcon ?? ''}
        onChange={(v) => setAt(['brand', 'appIcon'], v)}
      />
      {picture(brand.appIcon, say('appIcon'), false)}
    </div>
  );
}
