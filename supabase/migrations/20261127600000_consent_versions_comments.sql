-- The catalog's notes on the two lists of consent versions say where the wordings are kept.
--
-- The forms' words that run in the visitor's browser moved into a browser/ folder of each language's words
-- (scripts/build/staticContent.ts: the build writes every other module of words out as values), and the consent
-- wordings with them. The notes name that place once for every language, so adding a language does not date them.
-- Comments only: no table, function body, grant or policy changes.

comment on function private.shown_consent_versions() is
  'Every consent wording the forms have shown (content/<locale>/browser/consent.ts, one per language): the versions a lead may name.';
comment on function private.shown_sms_consent_versions() is
  'Every wording of the text-message box the forms have shown (content/<locale>/browser/consent.ts, one per language).';
