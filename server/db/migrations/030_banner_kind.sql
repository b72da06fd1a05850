-- Banners are marketing unless the operator says otherwise (issue 29): a member on a break gets
-- none of the marketing ones, while a service banner (maintenance, a safer-gambling campaign,
-- payment news) still shows. Same kinds as the inbox and announcements (029).
ALTER TABLE banners ADD COLUMN kind TEXT NOT NULL DEFAULT 'marketing' CHECK (kind IN ('service', 'marketing'));
