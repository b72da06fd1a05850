/**
 * The inbox in the studio's navigation, with a badge counting what awaits the operator: change
 * requests awaiting their review plus unread notifications. The counts are asked for on load, on
 * every page change, when the window gets the focus back, every 30 seconds and when this page
 * reviewed or read something; the link's accessible name says both counts in words.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { INBOX_CHANGED, reviewsApi, type InboxCounts } from './api';
import { useStudioLanguage } from '../language';

/** The link's words (the rest of the reviews' words load with their pages: messages.ts). */
const WORDS = {
  EN: { inbox: 'Inbox', label: (a: number, u: number) => `Inbox: ${a} awaiting my review, ${u} unread notifications` },
  TY: { inbox: 'Inbox', label: (a: number, u: number) => `Inbox: ${a} naghihintay ng pagsusuri ko, ${u} hindi pa nababasang abiso` },
};

const POLL_MS = 30_000;

export function InboxLink() {
  const language = useStudioLanguage();
  const [location] = useLocation();
  const [counts, setCounts] = useState<InboxCounts | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      void reviewsApi
        .counts()
        .then((c) => live && setCounts(c))
        .catch(() => undefined);
    load();
    const timer = window.setInterval(load, POLL_MS);
    window.addEventListener('focus', load);
    window.addEventListener(INBOX_CHANGED, load);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', load);
      window.removeEventListener(INBOX_CHANGED, load);
    };
  }, [location]);

  const awaiting = counts?.awaitingReview ?? 0;
  const unread = counts?.unread ?? 0;
  const total = awaiting + unread;
  const here = location === '/inbox';
  return (
    <Link
      href="/inbox"
      aria-current={here ? 'page' : undefined}
      aria-label={counts ? WORDS[language].label(awaiting, unread) : WORDS[language].inbox}
      css={{ color: '#fff', fontWeight: here ? 700 : 400, display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      {WORDS[language].inbox}
      {total > 0 && (
        <span
          data-testid="inbox-badge"
          aria-hidden="true"
          css={{
            minWidth: 20,
            height: 20,
            padding: '0 6px',
            borderRadius: 10,
            background: '#ffd84d',
            color: '#1c2230',
            fontSize: 12,
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {total > 99 ? '99+' : total}
        </span>
      )}
    </Link>
  );
}
