-- The ledger's balance check, once per statement instead of once per entry at COMMIT.
--
-- 004 checked, at COMMIT, for every entry inserted, that its transaction's entries sum to zero:
-- a deferred row trigger, so a transfer (two entries) ran the check twice while it held its two
-- wallet rows locked, about a fifth of a transfer's time on PostgreSQL (scripts/bench-money.ts).
-- Every writer inserts all the entries of a transaction in one statement (postTransaction,
-- transfer, the agents' seed), so the check moves to the end of that statement and reads only
-- the statement's new rows: per transaction they must sum to zero. That keeps the invariant by
-- induction: a transaction's entries summed to zero before the statement and the statement adds
-- zero, so they still do. An insert that leaves any transaction unbalanced fails at once.
DROP TRIGGER wallet_entries_balanced ON wallet_entries;
DROP FUNCTION money_check_balanced();

CREATE FUNCTION money_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced RECORD;
BEGIN
  SELECT txn_id, sum(amount_cents) AS total INTO unbalanced
    FROM new_entries GROUP BY txn_id HAVING sum(amount_cents) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (the statement adds %)', unbalanced.txn_id, unbalanced.total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER wallet_entries_balanced AFTER INSERT ON wallet_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION money_check_balanced();
