-- The shutdown notice becomes a schedule an operator sets (SHUTDOWN_SCHEDULE or the
-- shutdown-schedule job): until then the marketplace is live, and neither the notice nor any rule
-- it announces applies. The row keeps the spec's texts and dates as the announcement's content.
UPDATE "site_notices" SET "enabled" = false WHERE "key" = 'shutdown';
