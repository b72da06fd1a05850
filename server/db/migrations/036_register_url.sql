-- SPEC 3's registration payload carries registerUrl (the host the member registers on) and domain
-- (the domain its invitation code is checked on): the server takes both from the request's own
-- host, refuses a payload naming another, and keeps the host with the member's contacts, beside
-- the register method.
ALTER TABLE member_contacts
  ADD COLUMN register_url TEXT CONSTRAINT member_contacts_register_url_host CHECK (register_url ~ '^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$');
