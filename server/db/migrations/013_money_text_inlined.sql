-- money_text (011) is inlined into the statements that call it instead of run as a function.
--
-- 011 declared it STRICT. PostgreSQL inlines a STRICT SQL function only when its body is strict
-- too, and a CASE is not, so every call ran through the SQL-function executor: the body parsed,
-- planned and executed again in each statement that called it. The transfer statement calls it
-- three times while it holds the member's two wallet rows locked; in a profile of 6 concurrent
-- transfers on PostgreSQL that was 14% of the server's work (scripts/bench-money.ts). Without
-- STRICT the result is the same for every input (a NULL gives NULL through the concatenation),
-- and the planner puts the expression in place of the call.
CREATE OR REPLACE FUNCTION money_text(cents BIGINT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cents < 0 THEN '-' ELSE '' END || (abs(cents) / 100)::text || '.' || lpad((abs(cents) % 100)::text, 2, '0')
$$;
