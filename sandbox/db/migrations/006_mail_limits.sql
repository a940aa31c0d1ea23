-- Rate limits on mail (sandbox/mail/limits.ts) count the mailbox itself: mails to one recipient,
-- and mails asked for by one client address (sent_for), within a window.
ALTER TABLE mails ADD COLUMN sent_for text;
CREATE INDEX mails_to_idx ON mails (to_email, sent_at);
CREATE INDEX mails_sent_for_idx ON mails (sent_for, sent_at);
