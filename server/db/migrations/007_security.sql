-- Security centre.
-- One payment password: withdrawals check members.payment_password_hash, but registration used to
-- write the optional payment password to member_contacts. Move those hashes over (a password the
-- member set later wins) and drop the second column, so nothing can read or write it again.
UPDATE members m SET payment_password_hash = c.payment_password_hash
  FROM member_contacts c
 WHERE c.member_id = m.id AND c.payment_password_hash IS NOT NULL AND m.payment_password_hash IS NULL;
ALTER TABLE member_contacts DROP COLUMN payment_password_hash;

-- Binding (or changing) a mobile number from the security centre proves it with an SMS code of
-- its own purpose, so a login or register code cannot be replayed to bind.
ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check CHECK (purpose IN ('login', 'register', 'forget', 'bind'));
