-- The cash desk: operators with the cashier role review members' withdrawals in the studio
-- (server/payments/cash-desk.ts). A withdrawal stays 'pending' until its last needed approval
-- or a rejection; every decision, the first of two approvals included, is a row here.

ALTER TABLE operator_roles DROP CONSTRAINT operator_roles_role_check;
ALTER TABLE operator_roles ADD CONSTRAINT operator_roles_role_check CHECK (role IN ('editor', 'publisher', 'cashier'));

CREATE TABLE withdrawal_decisions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id BIGINT NOT NULL REFERENCES withdrawals (id),
  -- NULL: the operators' command line (scripts/operator.ts) without --as
  operator_id BIGINT REFERENCES operators (id),
  decision TEXT NOT NULL CHECK (decision IN ('approve', 'reject')),
  reason TEXT NOT NULL CHECK (length(reason) <= 500),
  created_at TIMESTAMPTZ NOT NULL
);
-- One decision per operator and withdrawal: the same cashier can never be both approvers.
CREATE UNIQUE INDEX withdrawal_decisions_once ON withdrawal_decisions (withdrawal_id, operator_id) WHERE operator_id IS NOT NULL;
CREATE UNIQUE INDEX withdrawal_decisions_cli_once ON withdrawal_decisions (withdrawal_id) WHERE operator_id IS NULL;

-- The queue: a tenant's withdrawals by status, newest first.
CREATE INDEX withdrawals_tenant_status ON withdrawals (tenant_id, status, created_at DESC, id DESC);
