-- Rate-limit counters are written by every sign-in attempt and every donation intent, and are worth nothing
-- after a crash (the windows start again). Unlogged: no WAL, so those commits do not wait for a disk flush.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
