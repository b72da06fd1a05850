-- Password hashes may now be Argon2id (server/security/password.ts) as well as the scrypt hashes
-- written before it: `$argon2id$v=19$m=...` beside `scrypt$N$r$p$...`. Still never plain text.
ALTER TABLE members DROP CONSTRAINT members_password_hash_check;
ALTER TABLE members ADD CONSTRAINT members_password_hash_check
  CHECK (password_hash LIKE 'scrypt$%' OR password_hash LIKE '$argon2id$%');
ALTER TABLE members DROP CONSTRAINT members_payment_password_hash_check;
ALTER TABLE members ADD CONSTRAINT members_payment_password_hash_check
  CHECK (payment_password_hash LIKE 'scrypt$%' OR payment_password_hash LIKE '$argon2id$%');
ALTER TABLE operators DROP CONSTRAINT operators_password_hash_check;
ALTER TABLE operators ADD CONSTRAINT operators_password_hash_check
  CHECK (password_hash LIKE 'scrypt$%' OR password_hash LIKE '$argon2id$%');
