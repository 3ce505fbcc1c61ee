-- contact_submissions.consent_version names a consent wording the site has shown, and nothing else.
--
-- The column took any short code ('^[A-Za-z0-9._-]{1,40}$'), so a request could store a lead whose consent names
-- a wording that never existed ('never-shown-v9'). For TCPA evidence the version must point at a text the agency
-- can produce: content/consent.ts and content/es/consent.ts keep every wording the forms have shown, and this list
-- holds the same versions (tests/db/support/consentSuite.ts fails while they differ). A new wording is a new
-- version at the end of content/'s list and a migration that replaces private.shown_consent_versions() with the
-- longer list.
--
-- A trigger of its own (contact_submissions_consent_shown, after contact_submissions_before_insert, which checks
-- the code's format, and before contact_submissions_guard, which counts repeats; triggers of one event fire in
-- name order), answering as the format check does (consent_version.invalid), so no earlier function is replaced.
-- The check constraint, the backstop behind the trigger, is added `not valid`: leads stored earlier stay as
-- they were.

create function private.shown_consent_versions()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['2025-01-01', '2026-11-24', 'es-2026-11-25'];

comment on function private.shown_consent_versions() is
  'Every consent wording the forms have shown (content/consent.ts, content/es/consent.ts): the versions a lead may name.';

create function public.contact_submissions_consent_shown()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (new.consent_version = any (private.shown_consent_versions())) then
    raise exception using errcode = '23514', message = 'The form did not say which consent wording was shown.', hint = 'consent_version.invalid';
  end if;
  return new;
end;
$$;

create trigger contact_submissions_consent_shown
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_consent_shown();

revoke execute on function public.contact_submissions_consent_shown() from public, anon, authenticated, service_role;

alter table public.contact_submissions
  add constraint contact_submissions_consent_version_shown check (consent_version = any (private.shown_consent_versions())) not valid;
