-- The repeat guard (at most 3 leads an hour per email address or phone number, from
-- 20261122090000_contact_submissions_abuse_guards) counts one mailbox however its address is spelled. It compared
-- lower(email), so 'ana@example.com.', 'ana+1@example.com' and '"ana"@example.com', all delivered to one mailbox,
-- were three addresses with 3 leads an hour each. Added as its own migration: databases that already ran the
-- earlier ones get it on their next start.
--
-- What counts as one address (private.email_key), for counting only: a lead is stored as the visitor typed it,
-- and the agent writes back to that spelling.
--   * Case: lowercase, as before.
--   * A trailing dot of the domain dropped: 'example.com.' is the fully qualified spelling of example.com.
--   * A quoted local part unquoted, its backslash escapes undone: '"ana"@example.com' is ana@example.com.
--   * Sub-addressing dropped: from the first '+' of the local part on ('ana+leads@' is 'ana@'), as Gmail,
--     Outlook, iCloud, Fastmail and most providers deliver both to one mailbox. A local part that starts with
--     '+' keeps it: nothing before it names a mailbox.
-- Provider-specific spellings (Gmail ignores dots in the local part) are not folded: elsewhere a dot is part of
-- the name, and two people may differ by one.
--
-- This replaces public.contact_submissions_guard, whose latest version is the one in the abuse-guards
-- migration; all of it is kept (the honeypot, the retry of a stored lead, the advisory locks, the phone count),
-- only the email count and its lock use the key. The index on lower(email) gives way to one on the key, built
-- from the rows already stored, so they count under their mailbox from the start.

create function private.email_key(email text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  local text := pg_catalog.substring(email, '^(.*)@');
  domain text := pg_catalog.substring(email, '@([^@]*)$');
begin
  if local is null then
    return pg_catalog.lower(email);
  end if;
  if local ~ '^".*"$' then
    local := pg_catalog.regexp_replace(pg_catalog.substr(local, 2, pg_catalog.length(local) - 2), '\\(.)', '\1', 'g');
  end if;
  local := pg_catalog.regexp_replace(local, '^([^+]+)\+.*$', '\1');
  return pg_catalog.lower(local || '@' || pg_catalog.rtrim(domain, '.'));
end;
$$;

comment on function private.email_key(text) is
  'The mailbox an email address names, for counting repeats: lowercase, no trailing dot, unquoted, no +tag.';

drop index if exists public.contact_submissions_email_recent_idx;
create index contact_submissions_email_key_recent_idx
  on public.contact_submissions (private.email_key(email), created_at);

create or replace function public.contact_submissions_guard()
returns trigger
language plpgsql
-- Counting earlier rows needs to read the table, which anon may not: the function runs as the table's owner.
security definer
set search_path = ''
as $$
declare
  per_hour constant integer := 3;
  mailbox constant text := private.email_key(new.email);
  phone_key constant text := right(regexp_replace(new.phone, '[^0-9]', '', 'g'), 10);
begin
  if coalesce(new.website, '') <> '' then
    raise sqlstate 'PT403' using
      message = 'This form could not be sent because a hidden field was filled in (some browsers do this automatically). Please call or text us instead.';
  end if;
  new.website := null;

  -- A retried request for a lead that is already stored is the primary key's business (409, which the site
  -- counts as stored), not a repeat.
  if exists (select from public.contact_submissions where id = new.id) then
    return new;
  end if;

  -- Concurrent inserts of one mailbox or number take turns, so the count below is exact (email before phone,
  -- always in this order, so two inserts can never wait for each other).
  perform pg_catalog.pg_advisory_xact_lock(7226101, pg_catalog.hashtext(mailbox));
  perform pg_catalog.pg_advisory_xact_lock(7226102, pg_catalog.hashtext(phone_key));

  if (select count(*) from public.contact_submissions
        where private.email_key(email) = mailbox and created_at > now() - interval '1 hour') >= per_hour
     or (select count(*) from public.contact_submissions
        where right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = phone_key and created_at > now() - interval '1 hour') >= per_hour
  then
    raise sqlstate 'PT429' using
      message = 'We already have your request: this email or phone number was sent to us several times in the last hour. A licensed agent will contact you soon; for faster help, please call us.';
  end if;
  return new;
end;
$$;
