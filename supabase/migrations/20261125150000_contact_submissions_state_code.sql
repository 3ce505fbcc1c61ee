-- The state a lead is in, as its USPS code, so the agency can route leads by state (issue 17 item 8): the state
-- column keeps what the visitor typed ('florida', 'Nueva York', 'TX'); state_code holds the 2-letter code of the
-- 50 states and DC it names, or null when it names none of them (a typo, 'Narnia', a territory such as Puerto Rico:
-- content/acaRules/medicaid.ts's StateCode covers the 50 states and DC only). A state that names none is never a
-- reason to refuse a lead: the agent reads what the visitor typed.
--
-- What names a state, compared trimmed, in any case, with accents, dots, spaces, hyphens and apostrophes left out
-- (PGlite has no unaccent extension: private.state_name_key() removes the accents Spanish and English names carry
-- with translate()):
--   * its code: 'FL', 'fl', 'D.C.';
--   * its English name: 'Florida', 'NEW YORK', 'District of Columbia', 'Washington DC', "Hawai'i";
--   * its Spanish name as US Spanish speakers write it (the names of the Spanish Wikipedia and the RAE), with or
--     without accents: 'Nueva York', 'Nuevo México', 'Carolina del Norte', 'Pensilvania', 'Misuri', 'Hawái',
--     'Tenesí', 'Virginia Occidental', 'Distrito de Columbia'...
-- The names live in private.state_names, one row per spelling, written below one line per state. Its primary key
-- is the compared spelling, so two states with one spelling would stop this migration.
--
-- The trigger contact_submissions_state_code sets state_code on every insert from the state as stored: it sorts,
-- and so fires, after every other before-insert trigger of the table (triggers of one event fire in name order),
-- once contact_submissions_before_insert has trimmed the state and every check has passed. Whatever a writer sent
-- as state_code is overwritten. A chat lead without a state (its ZIP code named none) has no state_code either.
--
-- The form's state check accepts the accented letters Spanish names carry ('Nuevo México' was refused as 'Please
-- enter a valid state.'): contact_submissions_before_insert is replaced whole (its latest version is in
-- 20261125140000_chat_leads), with only that pattern changed, and so is the check constraint
-- contact_submissions_state_format (`not valid`, like the others: new rows only).
--
-- Rows stored before this migration get their state_code here. Not with an update: an update checks every check
-- constraint, the `not valid` ones too, so one row stored under an older rule would stop this migration. Changing
-- the column's type to itself `using` an expression rewrites the table with the computed values and checks no old
-- constraint again (no trigger fires either).
--
-- Who may do what: anon may not write state_code (no column grant: a browser that sends one is refused, as one
-- sending client_ip is) and never reads it; service_role reads it with the rest of the row (its table-wide select
-- grant). private.state_names is read by the trigger through private.state_code(), which runs as its owner, so no
-- API role needs a grant on the table; service_role may read it.

create function private.state_name_key(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.regexp_replace(
  pg_catalog.lower(pg_catalog.translate(value,
    'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç',
    'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc')),
  '[^a-z]', '', 'g');

comment on function private.state_name_key(text) is
  'A state''s name or code as private.state_names compares it: lowercase ASCII letters only, accents removed.';

create table private.state_names (
  name text primary key,
  code text not null,
  constraint state_names_name_key check (name = private.state_name_key(name) and name <> ''),
  constraint state_names_code_format check (code ~ '^[A-Z]{2}$')
);

comment on table private.state_names is
  'Every spelling (private.state_name_key) of a state''s code, English and Spanish names that names it, with its USPS code.';

insert into private.state_names (name, code)
select distinct private.state_name_key(spelling), code
from (values
  ('AL', array['Alabama']),
  ('AK', array['Alaska']),
  ('AZ', array['Arizona']),
  ('AR', array['Arkansas']),
  ('CA', array['California']),
  ('CO', array['Colorado']),
  ('CT', array['Connecticut']),
  ('DE', array['Delaware']),
  ('DC', array['District of Columbia', 'Washington DC', 'Distrito de Columbia']),
  ('FL', array['Florida']),
  ('GA', array['Georgia']),
  ('HI', array['Hawaii', 'Hawái']),
  ('ID', array['Idaho']),
  ('IL', array['Illinois']),
  ('IN', array['Indiana']),
  ('IA', array['Iowa']),
  ('KS', array['Kansas']),
  ('KY', array['Kentucky']),
  ('LA', array['Louisiana', 'Luisiana']),
  ('ME', array['Maine']),
  ('MD', array['Maryland']),
  ('MA', array['Massachusetts']),
  ('MI', array['Michigan', 'Míchigan']),
  ('MN', array['Minnesota']),
  ('MS', array['Mississippi', 'Misisipi', 'Misisipí']),
  ('MO', array['Missouri', 'Misuri']),
  ('MT', array['Montana']),
  ('NE', array['Nebraska']),
  ('NV', array['Nevada']),
  ('NH', array['New Hampshire', 'Nuevo Hampshire', 'Nueva Hampshire']),
  ('NJ', array['New Jersey', 'Nueva Jersey']),
  ('NM', array['New Mexico', 'Nuevo México', 'Nuevo Méjico']),
  ('NY', array['New York', 'Nueva York']),
  ('NC', array['North Carolina', 'Carolina del Norte']),
  ('ND', array['North Dakota', 'Dakota del Norte']),
  ('OH', array['Ohio']),
  ('OK', array['Oklahoma']),
  ('OR', array['Oregon', 'Oregón']),
  ('PA', array['Pennsylvania', 'Pensilvania']),
  ('RI', array['Rhode Island']),
  ('SC', array['South Carolina', 'Carolina del Sur']),
  ('SD', array['South Dakota', 'Dakota del Sur']),
  ('TN', array['Tennessee', 'Tenesí']),
  ('TX', array['Texas', 'Tejas']),
  ('UT', array['Utah']),
  ('VT', array['Vermont']),
  ('VA', array['Virginia']),
  ('WA', array['Washington']),
  ('WV', array['West Virginia', 'Virginia Occidental']),
  ('WI', array['Wisconsin']),
  ('WY', array['Wyoming'])
) as states (code, names),
lateral unnest(names || code) as spelling;

revoke all on table private.state_names from anon, authenticated, service_role;
grant select on table private.state_names to service_role;

-- The code of the state `value` names, or null. Runs as its owner: the inserting role (anon) may not read the table.
create function private.state_code(value text)
returns text
language sql
stable
security definer
set search_path = ''
return (select code from private.state_names where name = private.state_name_key(value));

alter table public.contact_submissions add column state_code text;

comment on column public.contact_submissions.state_code is
  'The USPS code of the state (50 states and DC) the visitor''s state names, in English or Spanish, or null; set by the insert trigger.';

-- The rows stored before this migration (see the header: a rewrite, not an update).
alter table public.contact_submissions alter column state_code type text using private.state_code(state);

-- From 20261125140000_chat_leads, whole; only the state pattern is new (accented letters).
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
  -- The qualification chat's callback asks for no last name, email address or state.
  chat constant boolean := coalesce(private.trim_spaces(new.source) = 'chat', false);
begin
  new.first_name := private.trim_spaces(new.first_name);
  new.last_name := private.trim_spaces(new.last_name);
  new.email := private.trim_spaces(new.email);
  new.phone := private.trim_spaces(new.phone);
  new.state := private.trim_spaces(new.state);

  -- On a chat lead, left out or blank is null; a value it does send is checked below as a form's is.
  if chat then
    new.last_name := nullif(new.last_name, '');
    new.email := nullif(new.email, '');
    new.state := nullif(new.state, '');
  end if;

  if coalesce(new.first_name, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your first name.', hint = 'first_name.missing';
  elsif char_length(new.first_name) > 100 or not private.is_printable_text(new.first_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).', hint = 'first_name.invalid';
  end if;

  if not (chat and new.last_name is null) then
    if coalesce(new.last_name, '') = '' then
      raise exception using errcode = '23514', message = 'Please enter your last name.', hint = 'last_name.missing';
    elsif char_length(new.last_name) > 100 or not private.is_printable_text(new.last_name) then
      raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).', hint = 'last_name.invalid';
    end if;
  end if;

  if not (chat and new.email is null) then
    if coalesce(new.email, '') = '' then
      raise exception using errcode = '23514', message = 'Please enter your email address.', hint = 'email.missing';
    elsif char_length(new.email) > 254 or not private.is_printable_text(new.email) or new.email ~ spaces
      or new.email !~ '^[^@\s\u0001-\u001f\u007f-\u009f]+@[^@\s\u0001-\u001f\u007f-\u009f]+\.[^@\s\u0001-\u001f\u007f-\u009f]+$' then
      raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'email.invalid';
    end if;
  end if;

  if coalesce(new.phone, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your phone number.', hint = 'phone.missing';
  elsif char_length(new.phone) > 30 or new.phone !~ '^[0-9 ()+.-]+$'
    or char_length(regexp_replace(new.phone, '[^0-9]', '', 'g')) not between 10 and 15 then
    raise exception using errcode = '23514', message = 'Please enter a valid phone number.', hint = 'phone.invalid';
  end if;

  if not (chat and new.state is null) then
    if coalesce(new.state, '') = '' then
      raise exception using errcode = '23514', message = 'Please enter your state.', hint = 'state.missing';
    elsif char_length(new.state) not between 2 and 50 or new.state !~ '^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff][A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff .''-]*$' then
      raise exception using errcode = '23514', message = 'Please enter a valid state.', hint = 'state.invalid';
    end if;
  end if;

  if new.agreed_to_contact is distinct from true then
    raise exception using errcode = '23514', message = 'Please agree to be contacted so we can reach you.', hint = 'consent.missing';
  end if;

  -- The page and the consent version come from the site's code, not from what the visitor typed.
  -- English pages are /<slug>, Spanish ones /es or /es/<slug> (the Spanish twins of issue 18).
  if new.page is null or char_length(new.page) > 100 or new.page !~ '^/(es(/[a-z0-9-]+)?|[a-z0-9-]*)$' then
    raise exception using errcode = '23514', message = 'The form did not say which page it was sent from.', hint = 'page.invalid';
  end if;
  if new.consent_version is null or new.consent_version !~ '^[A-Za-z0-9._-]{1,40}$' then
    raise exception using errcode = '23514', message = 'The form did not say which consent wording was shown.', hint = 'consent_version.invalid';
  end if;

  -- Consent evidence comes only from the request, never from the row the client sent.
  new.user_agent := nullif(left(regexp_replace(headers ->> 'user-agent', unprintable, '', 'g'), 500), '');
  new.client_ip := private.ip_address(
    coalesce(nullif(btrim(headers ->> 'x-real-ip'), ''), nullif(btrim(split_part(forwarded, ',', -1)), ''))
  );
  return new;
end;
$$;

create function public.contact_submissions_state_code()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.state_code := private.state_code(new.state);
  return new;
end;
$$;

create trigger contact_submissions_state_code
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_state_code();

revoke execute on function public.contact_submissions_state_code() from public, anon, authenticated, service_role;

alter table public.contact_submissions drop constraint contact_submissions_state_format;
alter table public.contact_submissions
  add constraint contact_submissions_state_format
    check (char_length(btrim(state)) between 2 and 50
      and btrim(state) ~ '^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff][A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff .''-]*$') not valid,
  add constraint contact_submissions_state_code_format check (state_code ~ '^[A-Z]{2}$') not valid;
