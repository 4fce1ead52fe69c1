-- The language an account reads Peworld in (issue 29): chosen in the app, it follows the user
-- to another device and decides the language of the e-mails sent to them. NULL: never chosen
-- (the browser's language is used, e-mails are Indonesian).
ALTER TABLE accounts ADD COLUMN language text CHECK (language IN ('id', 'en'));
