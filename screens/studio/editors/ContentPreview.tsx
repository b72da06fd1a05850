/**
 * One content item as members see it, at a phone's width, in a language picked from those the
 * tenant offers: a banner as its image with its title under it, an announcement as the notice
 * page's card and the home marquee's line, a red rain as its card with its times and envelopes.
 * Texts fall back as the site's do (the member's language, else the default, else EN). An image
 * on the site's own paths (/uploads/…, /assets/…) is asked for with the tenant named, as the
 * preview frames are; one that does not load shows its title instead.
 */
import { useId, useState } from 'react';
import type { ContentAnnouncement, ContentBanner, ContentRedRain } from '../../../engine';
import { useStudioLanguage } from '../language';
import { button, colours, narrow } from '../ui';
import { locale } from '../words';
import { say } from './content-messages';
import { shortMoment, textIn, type ContentItem, type ContentKind } from './content-state';

const PHONE_WIDTH = 390;

/** The language shown: its button looks pressed, not only says so. */
const pressed = { '&[aria-pressed="true"]': { background: '#dce6fb', borderColor: colours.accent, fontWeight: 700 } };

/** The address the studio loads an image from: the tenant's own site paths with the tenant named. */
function imageSource(image: string, tenantId: string): string | undefined {
  if (/^\/(uploads|assets)\//.test(image)) return `${image}?tenant=${encodeURIComponent(tenantId)}`;
  if (/^https:\/\//.test(image)) return image;
  return undefined;
}

function BannerImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const frame = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: '5 / 2',
    width: '100%',
    borderRadius: 12,
    overflow: 'hidden',
    background: '#e6e9f0',
    color: colours.muted,
    fontSize: 13,
    textAlign: 'center' as const,
    padding: 0,
  };
  if (!src || broken === src)
    return (
      <div role="img" aria-label={alt} css={[frame, { padding: 8, boxSizing: 'border-box' }]} data-testid="preview-image-missing">
        {alt}
      </div>
    );
  return <img src={src} alt={alt} onError={() => setBroken(src)} css={[frame, { objectFit: 'cover', display: 'block' }]} />;
}

export function ContentPreview({
  kind,
  item,
  languages,
  defaultLanguage,
  tenantId,
}: {
  kind: ContentKind;
  item: ContentItem;
  languages: string[];
  defaultLanguage: string;
  tenantId: string;
}) {
  const studioLanguage = useStudioLanguage();
  const id = useId();
  const [picked, setPicked] = useState(defaultLanguage);
  const language = languages.includes(picked) ? picked : (languages[0] ?? defaultLanguage);
  const text = (value: ContentItem['title'] | undefined) => textIn(value, language, defaultLanguage);
  const moment = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : shortMoment(new Date(iso), locale(studioLanguage)));

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-help`}
      data-testid="content-preview"
      css={{ margin: '4px 0 12px', minWidth: 0, position: 'sticky', top: 8, [narrow]: { position: 'static' } }}
    >
      <h4 id={`${id}-title`} css={{ margin: '0 0 2px', fontSize: 14 }}>
        {say(studioLanguage, 'preview')}
      </h4>
      <p id={`${id}-help`} css={{ margin: '0 0 6px', fontSize: 12, color: colours.muted }}>
        {say(studioLanguage, 'previewHelp')}
      </p>
      <div
        role="group"
        aria-label={say(studioLanguage, 'previewLanguage')}
        css={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 6 }}
      >
        {languages.map((l) => (
          <button key={l} type="button" css={[button, pressed]} aria-pressed={l === language} onClick={() => setPicked(l)}>
            {l}
          </button>
        ))}
      </div>
      <div
        lang={language.toLowerCase()}
        data-testid="preview-phone"
        css={{
          width: PHONE_WIDTH,
          maxWidth: '100%',
          boxSizing: 'border-box',
          border: `1px solid ${colours.line}`,
          borderRadius: 16,
          background: '#f6f7fb',
          padding: 12,
          display: 'grid',
          gap: 10,
          overflowWrap: 'anywhere',
        }}
      >
        {kind === 'banners' && <BannerCard banner={item as ContentBanner} title={text(item.title)} tenantId={tenantId} />}
        {kind === 'announcements' && (
          <AnnouncementCards title={text(item.title)} body={text((item as ContentAnnouncement).body)} studioLanguage={studioLanguage} />
        )}
        {kind === 'redRain' && (
          <RainCard rain={item as ContentRedRain} title={text(item.title)} moment={moment} studioLanguage={studioLanguage} />
        )}
      </div>
    </section>
  );
}

function BannerCard({ banner, title, tenantId }: { banner: ContentBanner; title: string; tenantId: string }) {
  const language = useStudioLanguage();
  const src = banner.image ? imageSource(banner.image, tenantId) : undefined;
  return (
    <figure css={{ margin: 0 }}>
      <BannerImage key={src} src={src} alt={title || say(language, 'noImage')} />
      <figcaption css={{ fontSize: 14, fontWeight: 600, marginTop: 6, color: colours.ink }}>{title}</figcaption>
      {banner.link && (
        <p css={{ margin: '2px 0 0', fontSize: 12, color: colours.muted }}>{say(language, 'opens', { link: banner.link })}</p>
      )}
    </figure>
  );
}

const card = {
  background: '#fff',
  borderRadius: 10,
  padding: '10px 12px',
  boxShadow: '0 1px 2px rgba(0,0,0,0.08)',
};
const caption = { margin: '0 0 4px', fontSize: 11, textTransform: 'uppercase' as const, letterSpacing: 0.4, color: colours.muted };

function AnnouncementCards({ title, body, studioLanguage }: { title: string; body: string; studioLanguage: 'EN' | 'TY' }) {
  return (
    <>
      <div>
        <p css={caption}>{say(studioLanguage, 'noticePage')}</p>
        <article css={card} data-testid="preview-notice">
          <h5 css={{ margin: '0 0 4px', fontSize: 15, color: colours.ink }}>{title}</h5>
          <p css={{ margin: 0, fontSize: 14, whiteSpace: 'pre-line', color: colours.ink }}>{body}</p>
        </article>
      </div>
      <div>
        <p css={caption}>{say(studioLanguage, 'marquee')}</p>
        <p
          data-testid="preview-marquee"
          css={{
            margin: 0,
            padding: '6px 10px',
            borderRadius: 999,
            background: '#1c2230',
            color: '#fff',
            fontSize: 13,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {title}
        </p>
      </div>
    </>
  );
}

function RainCard({
  rain,
  title,
  moment,
  studioLanguage,
}: {
  rain: ContentRedRain;
  title: string;
  moment: (iso: string) => string;
  studioLanguage: 'EN' | 'TY';
}) {
  return (
    <article css={[card, { background: '#b3261e', color: '#fff' }]} data-testid="preview-rain">
      <h5 css={{ margin: '0 0 4px', fontSize: 15 }}>{title}</h5>
      <p css={{ margin: 0, fontSize: 13 }}>{say(studioLanguage, 'rainTimes', { from: moment(rain.from), until: moment(rain.until) })}</p>
      <p css={{ margin: 0, fontSize: 13 }}>{say(studioLanguage, 'rainRange', { min: rain.min, max: rain.max })}</p>
      <p css={{ margin: 0, fontSize: 13 }}>{say(studioLanguage, 'rainBudget', { budget: rain.budget })}</p>
    </article>
  );
}
