-- Reset links kept in the outbox before the mailer masked them would still open accounts: mask them.
UPDATE "outbox" SET
  "text" = regexp_replace("text", '/reset-password/[A-Za-z0-9_-]+', '/reset-password/••••••', 'g'),
  "html" = regexp_replace("html", '/reset-password/[A-Za-z0-9_-]+', '/reset-password/••••••', 'g')
WHERE "kind" = 'reset-password';
