-- The login popup's designed size (SPEC 9.23, issue 27): an announcement may carry the width and
-- height its popup was designed at, in design pixels; the site draws the popup at px/100 rem. An
-- operator sets them in the config (content.announcements[].popupWidthPx, popupHeightPx), the
-- sync copies them here (server/content/sync.ts), and the notices call returns them.
ALTER TABLE notices
  ADD COLUMN popup_width_px INTEGER,
  ADD COLUMN popup_height_px INTEGER,
  ADD CONSTRAINT notices_popup_width CHECK (popup_width_px BETWEEN 100 AND 2000),
  ADD CONSTRAINT notices_popup_height CHECK (popup_height_px BETWEEN 100 AND 2000);
