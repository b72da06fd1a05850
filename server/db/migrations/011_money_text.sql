-- Cents as the API writes them ("-12.05", "0.00", "1250.00"), the same text as formatCents in
-- server/wallet/money.ts (a contract test compares the two). A money statement that stores its
-- own response (the transfer's idempotency key, server/payments/transfer.ts) writes it with this.
CREATE FUNCTION money_text(cents BIGINT) RETURNS TEXT LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN cents < 0 THEN '-' ELSE '' END || (abs(cents) / 100)::text || '.' || lpad((abs(cents) % 100)::text, 2, '0')
$$;
