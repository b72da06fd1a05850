-- The member's head icon (SPEC 7 Account, issue 27): the id of one of the avatars the site ships
-- (tenants/_base/assets/avatars/<id>.svg, listed in server/members/head-icons.ts). Null until the
-- member picks one; the member centre then shows the generic user icon.
ALTER TABLE members ADD COLUMN head_icon TEXT CHECK (head_icon ~ '^[a-z]{1,32}$');
