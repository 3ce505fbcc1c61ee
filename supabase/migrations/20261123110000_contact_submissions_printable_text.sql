-- One printable-text rule for every text column of contact_submissions, and a client address that is an
-- address. Added as its own migration: databases that already ran the earlier ones get it on their next start.
--
--   * Printable: no control characters (C0, C1), and none of the invisible format characters that hide or
--     reorder text on a screen or in a terminal: zero-width space, word joiner, byte-order mark, soft hyphen,
--     bidi marks, embeddings, overrides and isolates, line and paragraph separators. Zero-width joiners stay
--     allowed: several scripts (and names written in them) need them.
--   * Names have something to read: spaces of any kind around a value are trimmed (no-break spaces too), so a
--     name made only of them is an empty name.
--   * client_ip is an IP address or null. server/ hands SQL the address it trusts, as x-real-ip and as the only
--     x-forwarded-for entry; hosted Supabase's gateway sets x-real-ip to the address that connected to it. The
--     first x-forwarded-for entry is written by the client and is never used: without x-real-ip the last one
--     (appended by the nearest proxy) is. Anything that does not parse as an address is stored as null.
--   * user_agent keeps what is printable of the header and drops the rest: it is evidence, not a reason to
--     refuse a visitor's lead.
--
-- Rows stored before this migration are not rewritten: the new check constraints are added `not valid`, so
-- they judge every new row and leave old ones as they are.

-- Not in an API schema, so PostgREST never offers these as /rpc functions. The insert trigger runs as the
-- inserting role (anon), which therefore needs to see the schema; the functions only compute.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

create function private.is_printable_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return value !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]';

comment on function private.is_printable_text(text) is
  'The one printable-text rule of contact_submissions: no control characters and no invisible format characters.';

-- Every character btrim() removes around a value: ASCII blanks and the Unicode spaces (no-break ones included).
create function private.trim_spaces(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.btrim(value, e' \t\r\n\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000');

-- The address itself (no prefix length) when `value` is one IPv4 or IPv6 address; null for anything else.
create function private.ip_address(value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address inet;
begin
  address := pg_catalog.btrim(value)::inet;
  if pg_catalog.masklen(address) <> (case pg_catalog.family(address) when 4 then 32 else 128 end) then
    return null;
  end if;
  return pg_catalog.host(address);
exception
  when data_exception then
    return null;
end;
$$;

create or replace function public.contact_submissions_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  forwarded text := headers ->> 'x-forwarded-for';
  unprintable constant text :=
    '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]';
  spaces constant text := '[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]';
begin
  new.first_name := private.trim_spaces(new.first_name);
  new.last_name := private.trim_spaces(new.last_name);
  new.email := private.trim_spaces(new.email);
  new.phone := private.trim_spaces(new.phone);
  new.state := private.trim_spaces(new.state);

  if coalesce(new.first_name, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your first name.';
  elsif char_length(new.first_name) > 100 or not private.is_printable_text(new.first_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).';
  end if;

  if coalesce(new.last_name, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your last name.';
  elsif char_length(new.last_name) > 100 or not private.is_printable_text(new.last_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).';
  end if;

  if coalesce(new.email, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your email address.';
  elsif char_length(new.email) > 254 or not private.is_printable_text(new.email) or new.email ~ spaces
    or new.email !~ '^[^@\s\u0001-\u001f\u007f-\u009f]+@[^@\s\u0001-\u001f\u007f-\u009f]+\.[^@\s\u0001-\u001f\u007f-\u009f]+$' then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.';
  end if;

  if coalesce(new.phone, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your phone number.';
  elsif char_length(new.phone) > 30 or new.phone !~ '^[0-9 ()+.-]+$'
    or char_length(regexp_replace(new.phone, '[^0-9]', '', 'g')) not between 10 and 15 then
    raise exception using errcode = '23514', message = 'Please enter a valid phone number.';
  end if;

  if coalesce(new.state, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your state.';
  elsif char_length(new.state) not between 2 and 50 or new.state !~ '^[A-Za-z][A-Za-z .''-]*$' then
    raise exception using errcode = '23514', message = 'Please enter a valid state.';
  end if;

  if new.agreed_to_contact is distinct from true then
    raise exception using errcode = '23514', message = 'Please agree to be contacted so we can reach you.';
  end if;

  -- The page and the consent version come from the site's code, not from what the visitor typed.
  if new.page is null or char_length(new.page) > 100 or new.page !~ '^/[a-z0-9-]*$' then
    raise exception using errcode = '23514', message = 'The form did not say which page it was sent from.';
  end if;
  if new.consent_version is null or new.consent_version !~ '^[A-Za-z0-9._-]{1,40}$' then
    raise exception using errcode = '23514', message = 'The form did not say which consent wording was shown.';
  end if;

  -- Consent evidence comes only from the request, never from the row the client sent.
  new.user_agent := nullif(left(regexp_replace(headers ->> 'user-agent', unprintable, '', 'g'), 500), '');
  new.client_ip := private.ip_address(
    coalesce(nullif(btrim(headers ->> 'x-real-ip'), ''), nullif(btrim(split_part(forwarded, ',', -1)), ''))
  );
  return new;
end;
$$;

-- The same rule as a backstop for any other writer, on every text column. `not valid`: new rows only.
alter table public.contact_submissions
  drop constraint contact_submissions_first_name_printable,
  drop constraint contact_submissions_last_name_printable;

alter table public.contact_submissions
  add constraint contact_submissions_first_name_printable
    check (private.is_printable_text(first_name) and private.trim_spaces(first_name) <> '') not valid,
  add constraint contact_submissions_last_name_printable
    check (private.is_printable_text(last_name) and private.trim_spaces(last_name) <> '') not valid,
  add constraint contact_submissions_email_printable check (private.is_printable_text(email)) not valid,
  add constraint contact_submissions_phone_printable check (private.is_printable_text(phone)) not valid,
  add constraint contact_submissions_state_printable check (private.is_printable_text(state)) not valid,
  add constraint contact_submissions_page_printable check (private.is_printable_text(page)) not valid,
  add constraint contact_submissions_consent_version_printable check (private.is_printable_text(consent_version)) not valid,
  add constraint contact_submissions_user_agent_printable check (private.is_printable_text(user_agent)) not valid,
  add constraint contact_submissions_website_printable check (private.is_printable_text(website)) not valid,
  add constraint contact_submissions_client_ip_valid
    check (private.ip_address(client_ip) is not distinct from client_ip) not valid;

comment on column public.contact_submissions.client_ip is
  'The address the request came from (x-real-ip, else the last x-forwarded-for entry), or null when it is not an IP address.';

-- One lead per statement from the browser's role. The forms send one object per lead; PostgREST turns a JSON
-- array into one statement of many rows, which would store 40 leads for one request (and, locally, for one
-- rate-limit token). server/ refuses such arrays before the database; this holds the same line on hosted
-- Supabase, where nothing stands in front of PostgREST. Counted from the statement's own rows, so it needs no
-- client address: that is what the repeat guard and server/'s rate limit are for.
create function public.contact_submissions_one_per_statement()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'anon' and (select count(*) from inserted) > 1 then
    raise sqlstate 'PT400' using
      message = 'One contact submission per request: send a JSON object, not an array';
  end if;
  return null;
end;
$$;

create trigger contact_submissions_one_per_statement
  after insert on public.contact_submissions
  referencing new table as inserted
  for each statement execute function public.contact_submissions_one_per_statement();

revoke execute on function public.contact_submissions_one_per_statement() from public, anon, authenticated, service_role;
