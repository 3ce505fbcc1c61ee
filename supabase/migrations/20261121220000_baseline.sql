-- The site's database, as one baseline: the leads of the contact forms and the chat (contact_submissions), the
-- requests to stop calls, texts or emails (contact_opt_outs), and the outbox that carries both to where the agency
-- works (lead_notifications). Every later change is a migration of its own, after this one.
--
-- Read it top to bottom: the private schema and its text rules; the site's lists (languages, consent wordings);
-- the state names; the contact_submissions table, its insert pipeline (one BEFORE INSERT trigger running numbered
-- steps) and its other triggers; contact_opt_outs; the outbox and its delivery functions; who may do what.
-- supabase/schema.sql shows the same database as the catalog prints it (`npm run schema`).
--
-- Who may do what:
--   anon (the public key in the browser): insert a lead or an opt-out, through column grants and an insert policy;
--     it reads nothing back, not even its own row.
--   service_role (`npm run leads`, the deliverer; agency staff only): reads leads and opt-outs (it bypasses
--     row-level security), and alone claims and settles the outbox's deliveries.
--   authenticated: nothing; the site has no accounts.
--
-- Refusals are sentences a visitor can read (the forms show the backend's message) with a code in the hint
-- ('lead.first_name_invalid'...) the site translates; the named check constraints repeat the rules as a backstop
-- for any other writer.
--
-- Runs unchanged on hosted Supabase and on the local server/ (which creates the anon, authenticated and
-- service_role roles first, as Supabase has them: server/db/migrations.ts).

-- Not in an API schema, so PostgREST never offers these functions as /rpc calls. The insert pipeline's checks run
-- as the inserting role (anon) in the table's check constraints, which therefore needs to see the schema; the
-- functions only compute.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;


-- Text rules ------------------------------------------------------------------------------------------------------
-- Immutable functions the check constraints and the insert pipeline share, so a rule is written once.

-- Printable: no control characters (C0, C1), and none of the invisible format characters that hide or reorder text
-- on a screen or in a terminal (zero-width space, word joiner, byte-order mark, soft hyphen, bidi marks, embeddings,
-- overrides and isolates, line and paragraph separators). Zero-width joiners stay allowed: several scripts need them.
create function private.is_printable_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return value !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]';

comment on function private.is_printable_text(text) is
  'The one printable-text rule of contact_submissions: no control characters and no invisible format characters.';

-- Every character btrim() removes around a value: ASCII blanks and the Unicode spaces (no-break ones included), so
-- a name made only of spaces is an empty name.
create function private.trim_spaces(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.btrim(value, e' \t\r\n\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000');

-- Runs of spaces as one: the estimate line is compared with its own collapsed form.
create function private.collapse_spaces(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.regexp_replace(value, '[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+', ' ', 'g');

-- Visible: what draws nothing (Unicode's Default_Ignorable_Code_Point) is refused in names and dropped from the
-- user agent, which is evidence, not a reason to refuse a lead.
create function private.drop_invisible(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.regexp_replace(
  value,
  '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164'
    || '\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]',
  '',
  'g'
);

comment on function private.drop_invisible(text) is
  'The text without the characters that draw nothing: Unicode''s Default_Ignorable_Code_Point (Unicode 17) and U+2800.';

create function private.is_visible_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return private.drop_invisible(value) = value;

-- Names keep the zero-width non-joiner and joiner their scripts need; nothing else invisible.
create function private.is_visible_name(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return private.is_visible_text(pg_catalog.translate(value, e'\u200c\u200d', ''));

create function private.has_letter(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return value ~ ('[[:alpha:]]' collate pg_catalog."und-x-icu");

comment on function private.has_letter(text) is
  'Whether the text holds a letter of any script (Unicode general category L, by ICU), whatever the database locale.';

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

-- Repeats are counted per mailbox, not per spelling: 'Ana+x@Example.com.' and 'ana@example.com' are one.
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

-- The value when `valid` says so; otherwise null (a malformed attribution value is dropped, not refused).
create function private.kept_if(value text, valid boolean)
returns text
language sql
immutable
parallel safe
set search_path = ''
return case when valid then value end;

-- The campaign a lead came from: UTM values, click ids, the referrer and the landing page, each kept only when
-- well formed.
create function private.is_campaign_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.char_length(value) <= 200 and private.is_printable_text(value) and private.is_visible_text(value);

create function private.is_click_id(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return value ~ '^[A-Za-z0-9._~=-]{1,200}$';

create function private.is_referrer(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.char_length(value) <= 500 and value ~ '^https?://[^\s\u0001-\u001f\u007f-\u009f]+$'
  and private.is_printable_text(value) and private.is_visible_text(value);

create function private.is_landing_page(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.char_length(value) <= 500 and value ~ '^/[^\s\u0001-\u001f\u007f-\u009f]*$'
  and private.is_printable_text(value) and private.is_visible_text(value);

-- The savings estimator's line: the only estimate a lead may carry.
create function private.is_estimate_line(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return value = private.collapse_spaces(pg_catalog.btrim(value))
  and value ~ '^[^0-9]{0,30}\m20[0-9]{2}\M'
  and value ~ '^[A-Za-z0-9 $%(),.:;''/&+\u2019\u2013\u2014-]+$';

comment on function private.is_estimate_line(text) is
  'Whether the text has the shape of the savings estimator''s line: one line of single spaces, its coverage year first, plain characters.';

-- A time zone as browsers name it ('America/Chicago'), so the agency calls within the hours the law allows.
create function private.is_time_zone_name(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.char_length(value) <= 64 and value ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$';

create function private.sha256_hex(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(value, 'UTF8')), 'hex');


-- The site's lists -------------------------------------------------------------------------------------------------
-- Copies of lists the site's TypeScript holds (rules/locales.ts, content/<code>/browser/consent.ts,
-- machines/chatScript.ts), one function each. They are generated, not typed: when a list changes, `npm run schema`
-- writes the migration that restates its function from the list (scripts/schema/siteLists.ts), and
-- tests/db/schema.test.ts fails until it has. Immutable, as a check constraint's function must be: a migration that
-- replaces one makes every new row judged by the new list, and rows stored before are not judged again.

create function private.site_languages()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['en', 'es'];

comment on function private.site_languages() is
  'The languages of the site''s pages (rules/locales.ts): the language a lead may name.';

create function private.site_path_prefixes()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['', '/es'];

comment on function private.site_path_prefixes() is
  'Where each of the site''s languages has its pages (rules/locales.ts pathPrefix), default language first.';

create function private.opt_out_pages()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array(select prefix || '/opt-out' from pg_catalog.unnest(private.site_path_prefixes()) with ordinality as p(prefix, n) order by n);

comment on function private.opt_out_pages() is
  'The /opt-out page of each of the site''s languages: the pages an opt-out request may come from.';

-- The chat's answer codes, which a chat lead's answers must be (step 3 and contact_submissions_chat_answers).
create function private.chat_age_ranges()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['age18to25', 'age26to35', 'age36to45', 'age46to55', 'age56to64', 'age65plus'];

create function private.chat_income_ranges()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['under30k', 'from30kTo50k', 'from50kTo75k', 'from75kTo100k', 'over100k'];

create function private.chat_insurance_options()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['none', 'employer', 'individual', 'medicaidOrMedicare', 'other'];

comment on function private.chat_age_ranges() is 'The chat''s age range codes (machines/chatScript.ts ageRanges).';
comment on function private.chat_income_ranges() is 'The chat''s yearly household income codes (machines/chatScript.ts incomeRanges).';
comment on function private.chat_insurance_options() is 'The chat''s current insurance codes (machines/chatScript.ts insuranceOptions).';

-- The consent wordings. The browser names a version; the database holds its words and stores them with the lead,
-- so no request can store words the site never showed. [VITE_AGENCY_LEGAL_NAME] is where the build puts the
-- agency's legal name: private.agency_legal_name() fills it in from the setting app.agency_legal_name (server/ sets
-- it per request; on hosted Supabase `alter database postgres set app.agency_legal_name = '...'`).
create function private.shown_consent_versions()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['2025-01-01', '2026-11-24', '2026-11-27', 'es-2026-11-25', 'es-2026-11-27'];

comment on function private.shown_consent_versions() is
  'Every consent wording the forms have shown (content/<locale>/browser/consent.ts, one per language): the versions a lead may name.';

create function private.shown_sms_consent_versions()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['sms-2026-11-27', 'es-sms-2026-11-27'];

comment on function private.shown_sms_consent_versions() is
  'Every wording of the text-message box the forms have shown (content/<locale>/browser/consent.ts, one per language).';

create function private.consent_wording(version text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return case version
  when '2025-01-01' then 'I agree to be contacted by the company regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above.'
  when '2026-11-24' then 'I agree to be contacted by [VITE_AGENCY_LEGAL_NAME] regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above. These calls and texts may use automated technology or prerecorded messages. My consent is not a condition of any purchase. Message and data rates may apply. Reply STOP to opt out of texts.'
  when '2026-11-27' then 'I agree that [VITE_AGENCY_LEGAL_NAME], a licensed health insurance agency, and its licensed agents may call me at the phone number above and email me about health insurance, including marketing calls made with automated technology or an artificial or prerecorded voice, even if my number is on a Do Not Call list. My consent is not a condition of any purchase. I can withdraw it at any time by telling an agent.'
  when 'es-2026-11-25' then 'Acepto que [VITE_AGENCY_LEGAL_NAME] se comunique conmigo acerca de opciones de seguro médico. Entiendo que esto puede incluir llamadas, mensajes de texto y correos electrónicos a los datos de contacto que proporcioné arriba. Estas llamadas y mensajes de texto pueden usar tecnología automatizada o mensajes pregrabados. Mi consentimiento no es una condición para realizar ninguna compra. Pueden aplicarse tarifas por mensajes y datos. Responda STOP para dejar de recibir mensajes de texto.'
  when 'es-2026-11-27' then 'Acepto que [VITE_AGENCY_LEGAL_NAME], una agencia de seguros de salud con licencia, y sus agentes con licencia me llamen al número indicado arriba y me escriban por correo electrónico acerca de seguros de salud, incluidas llamadas de mercadeo hechas con tecnología automatizada o con una voz artificial o pregrabada, aunque mi número esté en una lista de No Llamar. Mi consentimiento no es una condición para realizar ninguna compra. Puedo retirarlo en cualquier momento si se lo digo a un agente.'
  when 'sms-2026-11-27' then 'Text me too (optional). I agree to receive text messages from [VITE_AGENCY_LEGAL_NAME] at the phone number above about my request, appointment reminders and enrollment updates. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to opt out. Not required to get a callback or to buy anything.'
  when 'es-sms-2026-11-27' then 'Envíenme también mensajes de texto (opcional). Acepto recibir mensajes de texto de [VITE_AGENCY_LEGAL_NAME] al número indicado arriba sobre mi solicitud, recordatorios de citas y novedades de inscripción. La frecuencia de los mensajes varía. Pueden aplicarse tarifas por mensajes y datos. Responda HELP para recibir ayuda o STOP para cancelar. No es necesario para recibir una llamada ni para comprar nada.'
end;

comment on function private.consent_wording(text) is
  'Every consent wording the forms have shown, by version, with [VITE_AGENCY_LEGAL_NAME] where the agency''s legal name goes.';

create function private.agency_legal_name()
returns text
language sql
stable
set search_path = ''
return coalesce(nullif(pg_catalog.btrim(pg_catalog.current_setting('app.agency_legal_name', true)), ''), 'ACA Health Plan Advisors');

comment on function private.agency_legal_name() is
  'The agency''s legal name the consent wordings name: the setting app.agency_legal_name, else the build''s default.';

-- The wording of `version` as the visitor saw it: the agency's legal name filled in.
create function private.consent_shown(version text)
returns text
language sql
stable
set search_path = ''
return pg_catalog.replace(private.consent_wording(version), '[VITE_AGENCY_LEGAL_NAME]', private.agency_legal_name());


-- State names -----------------------------------------------------------------------------------------------------
-- The state a lead is in, as its USPS code, so the agency can route leads by state. The state column keeps what the
-- visitor typed ('florida', 'Nueva York', 'TX'); state_code holds the code of the 50 states and DC it names, or
-- null (a typo, a territory): never a reason to refuse a lead. A state is named by its code, its English name or
-- its Spanish name as US Spanish speakers write it, compared by private.state_name_key() (PGlite has no unaccent
-- extension: it removes the accents with translate()).

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

-- One line per state. The primary key is the compared spelling, so two states with one spelling would stop this
-- migration.
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

-- Read by the insert pipeline through private.state_code(), which runs as its owner: no API role needs a grant but
-- service_role, which may read the table.
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


-- contact_submissions ---------------------------------------------------------------------------------------------
-- The leads the site's forms (home callback, /sep, the content pages, the savings estimator) and the qualification
-- chat send, with the consent evidence the agency needs before it calls or texts anyone. The insert pipeline below
-- trims and checks each row; these constraints repeat its rules for any other writer.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  -- A chat lead gives no last name, email address or state: contact_submissions_contact_fields says who needs them.
  last_name text,
  email text,
  phone text not null,
  state text,
  agreed_to_contact boolean not null,
  page text not null,
  consent_version text not null,
  user_agent text,
  client_ip text,
  -- The forms' hidden honeypot field.
  website text,
  estimate text,
  -- Where the lead came from.
  source text,
  language text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  gclid text,
  fbclid text,
  msclkid text,
  referrer text,
  landing_page text,
  -- The chat's answers.
  zip_code text,
  medicaid_denied boolean,
  age_range text,
  income_range text,
  current_insurance text,
  state_code text,
  -- The consent evidence: both boxes, their words and hashes, and the visitor's time zone.
  sms_consent boolean not null default false,
  sms_consent_version text,
  consent_text text,
  consent_sha256 text,
  sms_consent_text text,
  sms_consent_sha256 text,
  time_zone text,

  -- The contact fields.
  constraint contact_submissions_contact_fields
    check (case when coalesce(source, '') = 'chat' then zip_code is not null
                else last_name is not null and email is not null and state is not null end),
  constraint contact_submissions_first_name_length check (char_length(btrim(first_name)) between 1 and 100),
  constraint contact_submissions_first_name_printable
    check (private.is_printable_text(first_name) and private.trim_spaces(first_name) <> ''),
  constraint contact_submissions_first_name_visible
    check (private.is_visible_name(first_name) and private.has_letter(first_name)),
  constraint contact_submissions_last_name_length check (char_length(btrim(last_name)) between 1 and 100),
  constraint contact_submissions_last_name_printable
    check (private.is_printable_text(last_name) and private.trim_spaces(last_name) <> ''),
  constraint contact_submissions_last_name_visible
    check (private.is_visible_name(last_name) and private.has_letter(last_name)),
  constraint contact_submissions_email_length check (char_length(email) <= 254),
  constraint contact_submissions_email_format
    check (email ~ '^[^@\s\u0001-\u001f\u007f-\u009f]+@[^@\s\u0001-\u001f\u007f-\u009f]+\.[^@\s\u0001-\u001f\u007f-\u009f]+$'),
  constraint contact_submissions_email_printable check (private.is_printable_text(email)),
  constraint contact_submissions_email_visible check (private.is_visible_text(email)),
  constraint contact_submissions_phone_format
    check (char_length(phone) <= 30 and phone ~ '^[0-9 ()+.-]+$'),
  constraint contact_submissions_phone_digits
    check (char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 10 and 15),
  constraint contact_submissions_phone_printable check (private.is_printable_text(phone)),
  constraint contact_submissions_state_format
    check (char_length(btrim(state)) between 2 and 50
      and btrim(state) ~ '^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff][A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff .''-]*$'),
  constraint contact_submissions_state_printable check (private.is_printable_text(state)),
  constraint contact_submissions_state_code_format check (state_code ~ '^[A-Z]{2}$'),
  -- The agency may not call or text anyone who did not agree to it.
  constraint contact_submissions_agreed_to_contact check (agreed_to_contact),
  -- What the form sends: its page and the consent wording it showed.
  constraint contact_submissions_page_format
    check (char_length(page) <= 100 and page ~ '^/(es(/[a-z0-9-]+)?|[a-z0-9-]*)$'),
  constraint contact_submissions_page_printable check (private.is_printable_text(page)),
  constraint contact_submissions_consent_version_format check (consent_version ~ '^[A-Za-z0-9._-]{1,40}$'),
  constraint contact_submissions_consent_version_printable check (private.is_printable_text(consent_version)),
  constraint contact_submissions_consent_version_shown check (consent_version = any (private.shown_consent_versions())),
  -- The request's evidence.
  constraint contact_submissions_user_agent_length check (char_length(user_agent) <= 500),
  constraint contact_submissions_user_agent_printable check (private.is_printable_text(user_agent)),
  constraint contact_submissions_user_agent_visible check (private.is_visible_text(user_agent)),
  constraint contact_submissions_client_ip_length check (char_length(client_ip) <= 100),
  constraint contact_submissions_client_ip_valid
    check (private.ip_address(client_ip) is not distinct from client_ip),
  -- A stored row never has the honeypot filled in.
  constraint contact_submissions_website_empty check (website is null),
  constraint contact_submissions_website_printable check (private.is_printable_text(website)),
  constraint contact_submissions_estimate_valid
    check (char_length(estimate) between 1 and 600 and private.is_printable_text(estimate)),
  constraint contact_submissions_estimate_visible check (private.is_visible_text(estimate)),
  constraint contact_submissions_estimate_shape check (private.is_estimate_line(estimate)),
  -- Where the lead came from.
  constraint contact_submissions_source_code
    check (source in ('home_callback', 'sep', 'content_page', 'estimator', 'chat')),
  constraint contact_submissions_language_code check (language = any (private.site_languages())),
  constraint contact_submissions_campaign_text
    check (private.is_campaign_text(utm_source) and private.is_campaign_text(utm_medium) and private.is_campaign_text(utm_campaign)
      and private.is_campaign_text(utm_term) and private.is_campaign_text(utm_content)),
  constraint contact_submissions_click_ids
    check (private.is_click_id(gclid) and private.is_click_id(fbclid) and private.is_click_id(msclkid)),
  constraint contact_submissions_referrer_url check (private.is_referrer(referrer)),
  constraint contact_submissions_landing_page_path check (private.is_landing_page(landing_page)),
  -- The chat's answers: the codes machines/chatScript.ts has (private.chat_*()), on chat leads only.
  constraint contact_submissions_chat_only
    check (coalesce(source, '') = 'chat'
      or num_nonnulls(zip_code, medicaid_denied, age_range, income_range, current_insurance) = 0),
  constraint contact_submissions_zip_code_format check (zip_code ~ '^[0-9]{5}$'),
  constraint contact_submissions_chat_answers
    check (age_range = any (private.chat_age_ranges())
      and income_range = any (private.chat_income_ranges())
      and current_insurance = any (private.chat_insurance_options())),
  -- The consent evidence.
  constraint contact_submissions_sms_consent_needs_version check (not sms_consent or sms_consent_version is not null),
  constraint contact_submissions_sms_consent_version_shown
    check (sms_consent_version is null or sms_consent_version = any (private.shown_sms_consent_versions())),
  constraint contact_submissions_time_zone_format check (time_zone is null or private.is_time_zone_name(time_zone))
);

comment on table public.contact_submissions is
  'Leads from the site''s contact forms. Visitors (anon) may only insert; staff read with the service role.';
comment on column public.contact_submissions.page is 'The path of the page the form was on.';
comment on column public.contact_submissions.consent_version is 'Version of the consent wording the visitor agreed to.';
comment on column public.contact_submissions.user_agent is 'Set by the insert trigger from the request headers.';
comment on column public.contact_submissions.client_ip is
  'The address the request came from (x-real-ip, else the last x-forwarded-for entry), or null when it is not an IP address.';
comment on column public.contact_submissions.website is
  'The forms'' hidden honeypot field. Always null in a stored row: a row that arrives with it filled in is refused.';
comment on column public.contact_submissions.estimate is
  'The savings estimate the lead was sent from, as one printable sentence (up to 600 characters); null for other forms.';
comment on column public.contact_submissions.source is 'Which form sent the lead: home_callback, sep, content_page, estimator or chat.';
comment on column public.contact_submissions.language is
  'The language of the page the form was on: one of private.site_languages().';
comment on column public.contact_submissions.referrer is 'The page that sent the visitor to the site (another site''s address), if the browser said.';
comment on column public.contact_submissions.landing_page is 'The path and query the visitor first arrived at in this tab.';
comment on column public.contact_submissions.zip_code is 'The ZIP code a chat lead typed (5 digits); null for the forms.';
comment on column public.contact_submissions.medicaid_denied is 'Whether a chat lead said Medicaid denied them; null for the forms.';
comment on column public.contact_submissions.age_range is 'A chat lead''s age range code (age18to25 ... age65plus); null for the forms.';
comment on column public.contact_submissions.income_range is 'A chat lead''s yearly household income code (under30k ... over100k); null for the forms.';
comment on column public.contact_submissions.current_insurance is
  'A chat lead''s current insurance code (none, employer, individual, medicaidOrMedicare, other); null when Medicaid was denied, and for the forms.';
comment on column public.contact_submissions.state_code is
  'The USPS code of the state (50 states and DC) the visitor''s state names, in English or Spanish, or null; set by the insert trigger.';
comment on column public.contact_submissions.sms_consent is 'Whether the optional text-message box was ticked.';
comment on column public.contact_submissions.sms_consent_version is 'Version of the text-message box''s wording the form showed, ticked or not.';
comment on column public.contact_submissions.consent_text is 'The call consent''s exact words as shown, the agency''s legal name filled in; set by the database.';
comment on column public.contact_submissions.consent_sha256 is 'SHA-256 (hex) of consent_text as UTF-8; set by the database.';
comment on column public.contact_submissions.sms_consent_text is 'The text-message box''s exact words as shown; set by the database.';
comment on column public.contact_submissions.sms_consent_sha256 is 'SHA-256 (hex) of sms_consent_text as UTF-8; set by the database.';
comment on column public.contact_submissions.time_zone is 'The visitor''s IANA time zone as the browser reported it.';

-- Staff read the newest leads first; the repeat step counts a mailbox's and a phone number's leads of the last hour.
create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);
create index contact_submissions_email_key_recent_idx
  on public.contact_submissions (private.email_key(email), created_at);
create index contact_submissions_phone_recent_idx
  on public.contact_submissions (right(regexp_replace(phone, '[^0-9]', '', 'g'), 10), created_at);


-- The insert pipeline ---------------------------------------------------------------------------------------------
-- One BEFORE INSERT trigger, contact_submissions_before_insert, runs the steps below in the order it lists them.
-- Refusals depend on that order: the first step that refuses a lead names the code the visitor reads, and a repeat
-- (step 10) has met steps 1-9 before it is counted and steps 11-12 in its trial insert. Each step takes the row as
-- `lead` and returns it. The steps live in private and only the owner may call them.

-- 1. The contact fields a visitor types, and the page and consent version the form sends.
create function private.lead_contact_fields(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
declare
  spaces constant text := '[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]';
  -- The qualification chat's callback asks for no last name, email address or state.
  chat constant boolean := coalesce(private.trim_spaces(lead.source) = 'chat', false);
begin
  lead.first_name := private.trim_spaces(lead.first_name);
  lead.last_name := private.trim_spaces(lead.last_name);
  lead.email := private.trim_spaces(lead.email);
  lead.phone := private.trim_spaces(lead.phone);
  lead.state := private.trim_spaces(lead.state);

  -- On a chat lead, left out or blank is null; a value it does send is checked below as a form's is.
  if chat then
    lead.last_name := nullif(lead.last_name, '');
    lead.email := nullif(lead.email, '');
    lead.state := nullif(lead.state, '');
  end if;

  if coalesce(lead.first_name, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your first name.', hint = 'first_name.missing';
  elsif char_length(lead.first_name) > 100 or not private.is_printable_text(lead.first_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).', hint = 'first_name.invalid';
  end if;

  if not (chat and lead.last_name is null) then
    if coalesce(lead.last_name, '') = '' then
      raise exception using errcode = '23514', message = 'Please enter your last name.', hint = 'last_name.missing';
    elsif char_length(lead.last_name) > 100 or not private.is_printable_text(lead.last_name) then
      raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).', hint = 'last_name.invalid';
    end if;
  end if;

  if not (chat and lead.email is null) then
    if coalesce(lead.email, '') = '' then
      raise exception using errcode = '23514', message = 'Please enter your email address.', hint = 'email.missing';
    elsif char_length(lead.email) > 254 or not private.is_printable_text(lead.email) or lead.email ~ spaces
      or lead.email !~ '^[^@\s\u0001-\u001f\u007f-\u009f]+@[^@\s\u0001-\u001f\u007f-\u009f]+\.[^@\s\u0001-\u001f\u007f-\u009f]+$' then
      raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'email.invalid';
    end if;
  end if;

  if coalesce(lead.phone, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your phone number.', hint = 'phone.missing';
  elsif char_length(lead.phone) > 30 or lead.phone !~ '^[0-9 ()+.-]+$'
    or char_length(regexp_replace(lead.phone, '[^0-9]', '', 'g')) not between 10 and 15 then
    raise exception using errcode = '23514', message = 'Please enter a valid phone number.', hint = 'phone.invalid';
  end if;

  if not (chat and lead.state is null) then
    if coalesce(lead.state, '') = '' then
      raise exception using errcode = '23514', message = 'Please enter your state.', hint = 'state.missing';
    elsif char_length(lead.state) not between 2 and 50 or lead.state !~ '^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff][A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff .''-]*$' then
      raise exception using errcode = '23514', message = 'Please enter a valid state.', hint = 'state.invalid';
    end if;
  end if;

  if lead.agreed_to_contact is distinct from true then
    raise exception using errcode = '23514', message = 'Please agree to be contacted so we can reach you.', hint = 'consent.missing';
  end if;

  -- The page and the consent version come from the site's code, not from what the visitor typed.
  -- English pages are /<slug>, Spanish ones /es or /es/<slug>.
  if lead.page is null or char_length(lead.page) > 100 or lead.page !~ '^/(es(/[a-z0-9-]+)?|[a-z0-9-]*)$' then
    raise exception using errcode = '23514', message = 'The form did not say which page it was sent from.', hint = 'page.invalid';
  end if;
  if lead.consent_version is null or lead.consent_version !~ '^[A-Za-z0-9._-]{1,40}$' then
    raise exception using errcode = '23514', message = 'The form did not say which consent wording was shown.', hint = 'consent_version.invalid';
  end if;
  return lead;
end;
$$;

-- 2. Where the lead was sent from: the user agent and client address, from the request headers only.
create function private.lead_request_evidence(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  forwarded text := headers ->> 'x-forwarded-for';
  unprintable constant text :=
    '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]';
begin
  -- Consent evidence comes only from the request, never from the row the client sent.
  lead.user_agent := nullif(left(regexp_replace(headers ->> 'user-agent', unprintable, '', 'g'), 500), '');
  lead.client_ip := private.ip_address(
    coalesce(nullif(btrim(headers ->> 'x-real-ip'), ''), nullif(btrim(split_part(forwarded, ',', -1)), ''))
  );
  return lead;
end;
$$;

-- 3. The chat's answers: required on a chat lead, cleared on any other.
create function private.lead_chat_answers(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  -- The origin step, which stores source trimmed, runs later: trim here the same way.
  if not coalesce(private.trim_spaces(lead.source) = 'chat', false) then
    -- The answers are the chat's alone.
    lead.zip_code := null;
    lead.medicaid_denied := null;
    lead.age_range := null;
    lead.income_range := null;
    lead.current_insurance := null;
    return lead;
  end if;

  lead.zip_code := nullif(private.trim_spaces(lead.zip_code), '');
  if lead.zip_code is null then
    raise exception using errcode = '23514', message = 'Please enter your ZIP code.', hint = 'zip_code.missing';
  elsif lead.zip_code !~ '^[0-9]{5}$' then
    raise exception using errcode = '23514', message = 'Please enter a valid 5-digit ZIP code.', hint = 'zip_code.invalid';
  end if;

  if not (lead.age_range = any (private.chat_age_ranges()))
    or not (lead.income_range = any (private.chat_income_ranges()))
    or not (lead.current_insurance = any (private.chat_insurance_options())) then
    raise exception using errcode = '23514',
      message = 'The chat did not send its answers as it should. Please reload the page and try again, or call us.', hint = 'chat_answers.invalid';
  end if;
  return lead;
end;
$$;

-- 4. No invisible characters: names need a letter, and the user agent drops what draws nothing.
create function private.lead_visible_text(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_visible_name(lead.first_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).', hint = 'first_name.invalid';
  elsif not private.has_letter(lead.first_name) then
    raise exception using errcode = '23514', message = 'Please enter your first name.', hint = 'first_name.missing';
  end if;

  if not private.is_visible_name(lead.last_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).', hint = 'last_name.invalid';
  elsif not private.has_letter(lead.last_name) then
    raise exception using errcode = '23514', message = 'Please enter your last name.', hint = 'last_name.missing';
  end if;

  if not private.is_visible_text(lead.email) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'email.invalid';
  end if;

  -- Optional (null for the forms other than the estimator's): a null passes.
  if not private.is_visible_text(lead.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form holds characters it cannot store. Please send the form again from the savings calculator, or call us.', hint = 'estimate.unprintable';
  end if;

  lead.user_agent := nullif(private.drop_invisible(lead.user_agent), '');
  return lead;
end;
$$;

-- 5. The consent version names a wording the forms have shown.
create function private.lead_consent_version(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if not (lead.consent_version = any (private.shown_consent_versions())) then
    raise exception using errcode = '23514', message = 'The form did not say which consent wording was shown.', hint = 'consent_version.invalid';
  end if;
  return lead;
end;
$$;

-- 6. The text-message box, the words both boxes showed and their hashes, and the visitor's time zone.
create function private.lead_consent_evidence(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if lead.sms_consent is null then
    lead.sms_consent := false;
  end if;
  if lead.sms_consent_version is null then
    if lead.sms_consent then
      raise exception using errcode = '23514', message = 'The form did not say which text-message wording was shown.', hint = 'sms_consent_version.invalid';
    end if;
  elsif not (lead.sms_consent_version = any (private.shown_sms_consent_versions())) then
    raise exception using errcode = '23514', message = 'The form did not say which text-message wording was shown.', hint = 'sms_consent_version.invalid';
  end if;

  lead.consent_text := private.consent_shown(lead.consent_version);
  lead.consent_sha256 := private.sha256_hex(lead.consent_text);
  lead.sms_consent_text := case when lead.sms_consent_version is null then null else private.consent_shown(lead.sms_consent_version) end;
  lead.sms_consent_sha256 := case when lead.sms_consent_text is null then null else private.sha256_hex(lead.sms_consent_text) end;

  lead.time_zone := nullif(pg_catalog.btrim(lead.time_zone), '');
  if lead.time_zone is not null and not private.is_time_zone_name(lead.time_zone) then
    lead.time_zone := null;
  end if;
  return lead;
end;
$$;

-- 7. The estimate a lead was sent from: optional, one printable line of at most 600 characters.
create function private.lead_estimate(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  lead.estimate := nullif(private.trim_spaces(lead.estimate), '');
  if char_length(lead.estimate) > 600 then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form is too long (up to 600 characters). Please send the form again from the savings calculator, or call us.', hint = 'estimate.too_long';
  elsif not private.is_printable_text(lead.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form holds characters it cannot store. Please send the form again from the savings calculator, or call us.', hint = 'estimate.unprintable';
  end if;
  return lead;
end;
$$;

-- 8. The estimate has the shape the savings calculator writes.
create function private.lead_estimate_shape(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  lead.estimate := private.collapse_spaces(lead.estimate);
  if not private.is_estimate_line(lead.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form is not one the savings calculator writes. Please send the form again from the savings calculator, or call us.', hint = 'estimate.shape';
  end if;
  return lead;
end;
$$;

-- 9. The honeypot: a filled one is refused (HTTP 403); an empty one is stored as null.
create function private.lead_honeypot(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(lead.website, '') <> '' then
    raise sqlstate 'PT403' using
      message = 'This form could not be sent because a hidden field was filled in (some browsers do this automatically). Please call or text us instead.', hint = 'honeypot.filled';
  end if;
  lead.website := null;
  return lead;
end;
$$;

-- 10. Whether the lead is a 4th within the hour for its mailbox or phone number, to be left out quietly. It is
-- true only after a trial insert of the same row, rolled back, met every step and constraint: a repeat with a bad
-- field gets the refusal a first lead with it gets.
create function private.lead_is_quiet_repeat(lead public.contact_submissions)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  per_hour constant integer := 3;
  mailbox constant text := private.email_key(lead.email);
  phone_key constant text := right(regexp_replace(lead.phone, '[^0-9]', '', 'g'), 10);
begin
  -- The trial insert of a repeat (below): judged by everything but this count.
  if pg_catalog.current_setting('private.trying_repeat', true) = 'on' then
    return false;
  end if;

  -- A retried request for a lead that is already stored is the primary key's business (409, which the site
  -- counts as stored), not a repeat.
  if exists (select from public.contact_submissions where id = lead.id) then
    return false;
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
    begin
      perform pg_catalog.set_config('private.trying_repeat', 'on', true);
      insert into public.contact_submissions select lead.*;
      -- Undoes the trial row, its notifications and the setting: the subtransaction ends here.
      raise sqlstate 'PT299';
    exception when sqlstate 'PT299' then
      null;
    end;
    return true;
  end if;
  return false;
end;
$$;

-- 11. Which form and language sent the lead, and the campaign it came from (kept only when well formed).
create function private.lead_origin(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  lead.source := nullif(private.trim_spaces(lead.source), '');
  if lead.source is not null and lead.source not in ('home_callback', 'sep', 'content_page', 'estimator', 'chat') then
    raise exception using errcode = '23514',
      message = 'The form did not say which form it is. Please reload the page and send it again, or call us.', hint = 'source.invalid';
  end if;
  lead.language := nullif(private.trim_spaces(lead.language), '');
  if lead.language is not null and not (lead.language = any (private.site_languages())) then
    raise exception using errcode = '23514',
      message = 'The form did not say which language its page is in. Please reload the page and send it again, or call us.', hint = 'language.invalid';
  end if;

  lead.utm_source := nullif(private.trim_spaces(lead.utm_source), '');
  lead.utm_source := private.kept_if(lead.utm_source, private.is_campaign_text(lead.utm_source));
  lead.utm_medium := nullif(private.trim_spaces(lead.utm_medium), '');
  lead.utm_medium := private.kept_if(lead.utm_medium, private.is_campaign_text(lead.utm_medium));
  lead.utm_campaign := nullif(private.trim_spaces(lead.utm_campaign), '');
  lead.utm_campaign := private.kept_if(lead.utm_campaign, private.is_campaign_text(lead.utm_campaign));
  lead.utm_term := nullif(private.trim_spaces(lead.utm_term), '');
  lead.utm_term := private.kept_if(lead.utm_term, private.is_campaign_text(lead.utm_term));
  lead.utm_content := nullif(private.trim_spaces(lead.utm_content), '');
  lead.utm_content := private.kept_if(lead.utm_content, private.is_campaign_text(lead.utm_content));
  lead.gclid := private.kept_if(private.trim_spaces(lead.gclid), private.is_click_id(private.trim_spaces(lead.gclid)));
  lead.fbclid := private.kept_if(private.trim_spaces(lead.fbclid), private.is_click_id(private.trim_spaces(lead.fbclid)));
  lead.msclkid := private.kept_if(private.trim_spaces(lead.msclkid), private.is_click_id(private.trim_spaces(lead.msclkid)));
  lead.referrer := private.kept_if(private.trim_spaces(lead.referrer), private.is_referrer(private.trim_spaces(lead.referrer)));
  lead.landing_page := private.kept_if(private.trim_spaces(lead.landing_page), private.is_landing_page(private.trim_spaces(lead.landing_page)));
  return lead;
end;
$$;

-- The pipeline runs as the table's owner (security definer, empty search_path) because step 10 counts earlier rows
-- and inserts a trial row, which anon may neither read nor write; the other steps compute on the row alone (no
-- table but private.state_names; no SQL built from input), so running them as the owner gives a visitor nothing.
-- anon's own statement still meets its grants, the insert policy and the constraints.
create function public.contact_submissions_before_insert()
returns trigger
language plpgsql
-- Step 10 counts earlier rows and inserts a trial row, which anon may not: the pipeline runs as the table's owner.
security definer
set search_path = ''
as $$
begin
  new := private.lead_contact_fields(new);     -- 1. names, email, phone, state, the consent box, page, version
  new := private.lead_request_evidence(new);   -- 2. user agent and client address from the request headers
  new := private.lead_chat_answers(new);       -- 3. ZIP code and answers: a chat lead's alone
  new := private.lead_visible_text(new);       -- 4. no invisible characters; names need a letter
  new := private.lead_consent_version(new);    -- 5. a consent wording the forms have shown
  new := private.lead_consent_evidence(new);   -- 6. the text box, both boxes' words and hashes, the time zone
  new := private.lead_estimate(new);           -- 7. the estimate: at most 600 printable characters
  new := private.lead_estimate_shape(new);     -- 8. the estimate: the calculator's shape
  new := private.lead_honeypot(new);           -- 9. the hidden field: refused when filled (HTTP 403)
  if private.lead_is_quiet_repeat(new) then    -- 10. a 4th lead within the hour: answered as stored, left out
    return null;
  end if;
  new := private.lead_origin(new);             -- 11. which form and language, and the campaign
  new.state_code := private.state_code(new.state); -- 12. the USPS code of the state named, or null
  return new;
end;
$$;

comment on function public.contact_submissions_before_insert() is
  'The insert pipeline of contact_submissions: every step, in order, of the only BEFORE INSERT trigger.';

create trigger contact_submissions_before_insert
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_before_insert();

-- Only the owner runs the pipeline and its steps (a trigger needs no execute grant to fire).
revoke execute on function public.contact_submissions_before_insert() from public, anon, authenticated, service_role;
revoke execute on function private.lead_contact_fields(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_request_evidence(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_chat_answers(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_visible_text(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_consent_version(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_consent_evidence(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_estimate(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_estimate_shape(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_honeypot(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_is_quiet_repeat(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.lead_origin(public.contact_submissions) from public, anon, authenticated, service_role;

comment on function private.lead_contact_fields(public.contact_submissions) is
  'Insert step 1: names, email, phone and state trimmed and checked; the consent box, the page and the consent version''s format.';
comment on function private.lead_request_evidence(public.contact_submissions) is
  'Insert step 2: the user agent and client address, from the request headers only.';
comment on function private.lead_chat_answers(public.contact_submissions) is
  'Insert step 3: the ZIP code and answers a chat lead needs; cleared on any other lead.';
comment on function private.lead_visible_text(public.contact_submissions) is
  'Insert step 4: no invisible characters, a letter in every name; the user agent drops what draws nothing.';
comment on function private.lead_consent_version(public.contact_submissions) is
  'Insert step 5: the consent version names a wording the forms have shown.';
comment on function private.lead_consent_evidence(public.contact_submissions) is
  'Insert step 6: the text-message box, the words both boxes showed and their SHA-256, the time zone.';
comment on function private.lead_estimate(public.contact_submissions) is
  'Insert step 7: the estimate is at most 600 printable characters, blank stored as null.';
comment on function private.lead_estimate_shape(public.contact_submissions) is
  'Insert step 8: the estimate has the shape the savings calculator writes.';
comment on function private.lead_honeypot(public.contact_submissions) is
  'Insert step 9: a filled hidden field is refused (HTTP 403); an empty one is stored as null.';
comment on function private.lead_is_quiet_repeat(public.contact_submissions) is
  'Insert step 10: whether the lead is a 4th within the hour for its mailbox or phone, after a trial insert met every rule.';
comment on function private.lead_origin(public.contact_submissions) is
  'Insert step 11: the form, the language and the campaign the lead came from.';


-- contact_submissions' other triggers -----------------------------------------------------------------------------
-- They see the stored row or the whole statement, so they cannot be steps of a BEFORE INSERT row trigger.

-- The consent evidence never changes after insert: any update of it, or of the phone number, page, time, address or
-- user agent it goes with, is refused, whoever asks (no API role has an update grant either: this holds if one is
-- ever granted, and for the table's owner).
create function public.contact_submissions_evidence_unchanged()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.created_at, new.phone, new.page, new.user_agent, new.client_ip, new.language, new.time_zone,
      new.agreed_to_contact, new.consent_version, new.consent_text, new.consent_sha256,
      new.sms_consent, new.sms_consent_version, new.sms_consent_text, new.sms_consent_sha256)
     is distinct from
     (old.id, old.created_at, old.phone, old.page, old.user_agent, old.client_ip, old.language, old.time_zone,
      old.agreed_to_contact, old.consent_version, old.consent_text, old.consent_sha256,
      old.sms_consent, old.sms_consent_version, old.sms_consent_text, old.sms_consent_sha256) then
    raise exception using errcode = '42501', message = 'A stored lead''s consent evidence cannot be changed.', hint = 'consent_evidence.immutable';
  end if;
  return new;
end;
$$;

create trigger contact_submissions_evidence_unchanged
  before update on public.contact_submissions
  for each row execute function public.contact_submissions_evidence_unchanged();

revoke execute on function public.contact_submissions_evidence_unchanged() from public, anon, authenticated, service_role;

-- One lead per request: a batch insert (an array body) is refused whole.
create function public.contact_submissions_one_per_statement()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'anon' and (select count(*) from inserted) > 1 then
    raise sqlstate 'PT400' using
      message = 'One contact submission per request: send a JSON object, not an array', hint = 'request.many_rows';
  end if;
  return null;
end;
$$;

create trigger contact_submissions_one_per_statement
  after insert on public.contact_submissions
  referencing new table as inserted
  for each statement execute function public.contact_submissions_one_per_statement();

revoke execute on function public.contact_submissions_one_per_statement() from public, anon, authenticated, service_role;


-- Who may do what with contact_submissions ------------------------------------------------------------------------

alter table public.contact_submissions enable row level security;

-- Anonymous visitors send their own contact details; whether a row is acceptable is decided by the pipeline and the
-- check constraints, so the policy itself admits every row. No select, update or delete policy: a lead, once sent,
-- is readable only by the agency (service_role bypasses row-level security) and nobody changes it through the API.
create policy "Visitors can send a contact submission"
  on public.contact_submissions for insert to anon
  with check (true);

-- Older Supabase projects grant every new public table to the API roles by default, newer ones grant nothing: start
-- from nothing on both, then grant each role exactly what it needs.
revoke all on table public.contact_submissions from anon, authenticated, service_role;
-- Column list: the browser may set its own id (so a retried request cannot store a lead twice) and what the forms
-- send; never created_at, user_agent, client_ip, state_code or the consent words and hashes, which the database sets.
grant insert (id, first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version, website, estimate,
              source, language, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, msclkid,
              referrer, landing_page, zip_code, medicaid_denied, age_range, income_range, current_insurance,
              sms_consent, sms_consent_version, time_zone)
  on table public.contact_submissions to anon;
-- Staff read leads with the service role; they never change them through the API.
grant select on table public.contact_submissions to service_role;


-- contact_opt_outs ------------------------------------------------------------------------------------------------
-- A person's request to stop the agency's calls, texts or emails, sent from the /opt-out page of any language, and
-- delivered to the agency through the outbox like a lead. The FCC counts any reasonable way of saying stop as
-- revoking consent, and the agency must honor it within 10 business days.
--   * A row holds a phone number, an email address or both, and what to stop. The trigger trims them; the check
--     constraints hold the form's rules, so a request the site would refuse is refused here too, whoever sends it.
--   * A repeat (the same number or address, asking to stop the same thing, within a day) answers like a stored
--     request and stores nothing: the trigger returns null, PostgREST answers 201 either way, the agency gets one
--     request, and nobody learns whether a number was already stored.
--   * The answer never depends on whether the agency knows the contact: nothing here reads contact_submissions.

create table public.contact_opt_outs (
  id uuid primary key,
  created_at timestamptz not null default now(),
  phone text,
  email text,
  stop text not null,
  page text not null,
  language text not null,
  user_agent text,
  client_ip text,

  constraint contact_opt_outs_contact_given check (phone is not null or email is not null),
  constraint contact_opt_outs_phone_shape check (
    char_length(phone) <= 30 and phone ~ '^[0-9 ()+.-]+$'
    and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) in (10, 11)
    and (char_length(regexp_replace(phone, '[^0-9]', '', 'g')) = 10 or regexp_replace(phone, '[^0-9]', '', 'g') like '1%')
  ),
  constraint contact_opt_outs_email_shape check (
    char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$'
    and private.is_printable_text(email) and private.is_visible_text(email)
  ),
  constraint contact_opt_outs_stop_code check (stop in ('calls', 'texts', 'emails', 'all')),
  constraint contact_opt_outs_page_shape check (page = any (private.opt_out_pages())),
  constraint contact_opt_outs_language_code check (language = any (private.site_languages())),
  constraint contact_opt_outs_user_agent_length check (char_length(user_agent) <= 500),
  constraint contact_opt_outs_client_ip_length check (char_length(client_ip) <= 100)
);

comment on table public.contact_opt_outs is
  'Requests to stop calls, texts or emails, from /opt-out. Anon inserts; only service_role reads.';
comment on column public.contact_opt_outs.id is 'Made by the browser, so a retried request is stored once.';
comment on column public.contact_opt_outs.stop is 'What to stop: calls, texts, emails, or all of them.';
comment on column public.contact_opt_outs.user_agent is 'Set by the insert trigger from the request headers.';
comment on column public.contact_opt_outs.client_ip is 'Set by the insert trigger from the request headers.';

-- Staff read the newest first; the repeat test and the outbox look a contact up by phone number and by mailbox.
create index contact_opt_outs_created_at_idx on public.contact_opt_outs (created_at desc);
create index contact_opt_outs_phone_idx on public.contact_opt_outs (right(regexp_replace(phone, '[^0-9]', '', 'g'), 10));
create index contact_opt_outs_email_idx on public.contact_opt_outs (private.email_key(email));

create function public.contact_opt_outs_before_insert()
returns trigger
language plpgsql
-- Looking for a repeat reads the table, which anon may not: the function runs as the table's owner.
security definer
set search_path = ''
as $$
declare
  blank constant text := e' \t\r\n';
  unprintable constant text := '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  forwarded text := headers ->> 'x-forwarded-for';
  phone_key text;
  mailbox text;
begin
  new.phone := nullif(pg_catalog.btrim(new.phone, blank), '');
  new.email := nullif(pg_catalog.btrim(new.email, blank), '');
  new.created_at := pg_catalog.now();
  new.user_agent := nullif(left(pg_catalog.regexp_replace(headers ->> 'user-agent', unprintable, '', 'g'), 500), '');
  new.client_ip := private.ip_address(
    coalesce(nullif(pg_catalog.btrim(headers ->> 'x-real-ip'), ''), nullif(pg_catalog.btrim(pg_catalog.split_part(forwarded, ',', -1)), ''))
  );

  -- Refused before the repeat check, so a malformed request gets the same answer whether or not it repeats one.
  if new.phone is null and new.email is null then
    raise exception using errcode = '23514', message = 'Please enter your phone number or your email address.', hint = 'opt_out.contact_missing';
  end if;
  if new.phone is not null and not (
    char_length(new.phone) <= 30 and new.phone ~ '^[0-9 ()+.-]+$'
    and (char_length(pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g')) = 10
      or pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g') ~ '^1[0-9]{10}$')
  ) then
    raise exception using errcode = '23514', message = 'Please enter a valid US phone number.', hint = 'opt_out.phone_invalid';
  end if;
  if new.email is not null and not (
    char_length(new.email) <= 254 and new.email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$'
    and private.is_printable_text(new.email) and private.is_visible_text(new.email)
  ) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'opt_out.email_invalid';
  end if;

  -- A retried request already stored is the primary key's business (409, which the site counts as stored).
  if exists (select from public.contact_opt_outs where id = new.id) then
    return new;
  end if;

  phone_key := right(pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g'), 10);
  mailbox := private.email_key(new.email);
  -- Concurrent requests for one number or mailbox take turns, so a repeat is always seen (phone before email).
  perform pg_catalog.pg_advisory_xact_lock(7226201, pg_catalog.hashtext(coalesce(phone_key, '')));
  perform pg_catalog.pg_advisory_xact_lock(7226202, pg_catalog.hashtext(coalesce(mailbox, '')));
  -- The same request within a day (a stored stop, page and language are valid: a repeat is judged like them).
  if new.stop in ('calls', 'texts', 'emails', 'all') and new.page = any (private.opt_out_pages()) and new.language = any (private.site_languages())
    and exists (
      select from public.contact_opt_outs o
      where o.created_at > pg_catalog.now() - interval '1 day'
        and o.stop = new.stop
        and right(pg_catalog.regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) is not distinct from phone_key
        and private.email_key(o.email) is not distinct from mailbox
    )
  then
    return null;
  end if;
  return new;
end;
$$;

create trigger contact_opt_outs_before_insert
  before insert on public.contact_opt_outs
  for each row execute function public.contact_opt_outs_before_insert();

revoke execute on function public.contact_opt_outs_before_insert() from public, anon, authenticated, service_role;

-- Anon may insert (the browser's own id, so a retried request is the primary key's 409, which the site counts as
-- stored) and nothing else; staff read opt-outs with the service role.
alter table public.contact_opt_outs enable row level security;
create policy "Visitors can ask to stop calls, texts or emails"
  on public.contact_opt_outs for insert to anon
  with check (true);
revoke all on table public.contact_opt_outs from anon, authenticated, service_role;
grant insert (id, phone, email, stop, page, language) on table public.contact_opt_outs to anon;
grant select on table public.contact_opt_outs to service_role;


-- The outbox ------------------------------------------------------------------------------------------------------
-- lead_notifications: a trigger writes one row per lead (or opt-out) and delivery target in the same transaction as
-- the lead, so a lead never exists without its notifications, nor a notification without its lead. A deliverer
-- (supabase/functions/_shared/leadDelivery: server/ runs it in-process, hosted Supabase as the Edge Function
-- deliver-leads) claims due rows, sends them, and settles each: delivered, to retry later, or dead.
--
-- Targets (private.lead_delivery_targets), set by the deliverer from its configuration when it starts:
--   webhook  a signed JSON POST of the whole lead (LEAD_WEBHOOK_URL, Standard Webhooks signature)
--   chat     a Slack or Teams message without contact details (LEAD_CHAT_WEBHOOK_URL)
--   email    an email to the agency (SMTP from server/, an HTTP email API from the Edge Function)
--   log      one line per lead in the deliverer's log (id, page, state): the default when nothing is configured
--
-- Delivery, as the functions below implement it:
--   * claim_lead_notifications(max_count, lease_seconds): due rows (pending, next_attempt_at passed, no live lease),
--     locked with `for update skip locked`, so concurrent deliverers never take the same row; each claim counts an
--     attempt and leases the row. A deliverer killed mid-delivery leaves the lease to expire: the row is claimed
--     again and sent with the same id, the idempotency key of every attempt (webhook-id). An opt-out is handed over
--     as `opt_out`, and a lead from a contact that opted out before it carries `opted_out_earlier`.
--   * settle_lead_notification(...): delivered; or failed, with the error and when to retry (the deliverer's
--     exponential backoff with jitter, or the receiver's Retry-After); dead after max_attempts, or at once when the
--     receiver said the target is gone (410).
--   * claim_lead_delivery_alerts(overdue_seconds): rows still pending after overdue_seconds (reported late once) and
--     dead rows (reported dead once), for the deliverer to report through another channel.
--   * lead_deliveries(lead_ids): per lead or opt-out and target, for `npm run leads`.
--
-- Only service_role reads or changes the outbox and calls these functions (no grants to anon or authenticated,
-- row-level security on with no policy). The triggers that write the rows run as their owner (security definer),
-- since the inserting role (anon) may not.
--
-- Waking a deliverer at once: server/ hears its own inserts. On hosted Supabase, private.wake_lead_delivery() posts
-- to the Edge Function through pg_net after each insert, and pg_cron runs it every 10 seconds for retries; both only
-- where those extensions are installed and private.lead_delivery_wake holds the function's URL and secret
-- (docs/deploying.md). On PGlite and plain PostgreSQL the same SQL runs and the wake does nothing.

create table private.lead_delivery_targets (
  target text primary key,
  constraint lead_delivery_targets_target_code check (target in ('webhook', 'chat', 'email', 'log'))
);

comment on table private.lead_delivery_targets is
  'The deliveries each new lead gets; written by the deliverer from its configuration (server/ at start, the Edge Function on wake).';

insert into private.lead_delivery_targets (target) values ('log');

create table public.lead_notifications (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid references public.contact_submissions (id) on delete cascade,
  target text not null,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  max_attempts integer not null default 12,
  next_attempt_at timestamptz not null default now(),
  leased_until timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  delivered_at timestamptz,
  reported_at timestamptz,
  dead_reported_at timestamptz,
  opt_out_id uuid references public.contact_opt_outs (id) on delete cascade,

  -- A row carries a lead or an opt-out, never both.
  constraint lead_notifications_carries_one check (pg_catalog.num_nonnulls(lead_id, opt_out_id) = 1),
  constraint lead_notifications_one_per_target unique (lead_id, target),
  constraint lead_notifications_one_per_opt_out_target unique (opt_out_id, target),
  constraint lead_notifications_target_code check (target in ('webhook', 'chat', 'email', 'log')),
  constraint lead_notifications_status_code check (status in ('pending', 'delivered', 'dead')),
  constraint lead_notifications_attempts_range check (attempts >= 0 and max_attempts between 1 and 100),
  constraint lead_notifications_last_error_length check (char_length(last_error) <= 500),
  constraint lead_notifications_delivered_when check ((status = 'delivered') = (delivered_at is not null))
);

comment on table public.lead_notifications is
  'Outbox: one row per lead and delivery target, written with the lead. Only service_role reads or changes it.';
comment on column public.lead_notifications.id is 'The idempotency key of every attempt (the webhook-id header).';
comment on column public.lead_notifications.leased_until is 'Claimed by a deliverer until then; an expired lease is claimed again.';
comment on column public.lead_notifications.reported_at is 'When a delivery still pending past the overdue time was reported late.';
comment on column public.lead_notifications.dead_reported_at is 'When a dead delivery was reported through another channel.';
comment on column public.lead_notifications.opt_out_id is 'The opt-out this row delivers (null for a lead''s row).';

-- The deliverer's query: due pending rows, oldest first.
create index lead_notifications_due_idx on public.lead_notifications (next_attempt_at) where status = 'pending';
create index lead_notifications_lead_idx on public.lead_notifications (lead_id);
create index lead_notifications_opt_out_idx on public.lead_notifications (opt_out_id);

alter table public.lead_notifications enable row level security;
revoke all on table public.lead_notifications from anon, authenticated, service_role;
grant select, update on table public.lead_notifications to service_role;
revoke all on table private.lead_delivery_targets from anon, authenticated, service_role;
grant select, insert, delete on table private.lead_delivery_targets to service_role;

-- Where a deliverer is woken on hosted Supabase: the Edge Function's URL and the secret it checks. Empty here.
create table private.lead_delivery_wake (
  only_row boolean primary key default true check (only_row),
  function_url text not null check (function_url ~ '^https://'),
  secret text not null check (char_length(secret) >= 32)
);
revoke all on table private.lead_delivery_wake from anon, authenticated, service_role;

-- Posts to the Edge Function when pg_net is installed and the wake row is filled in; otherwise does nothing.
-- Called through dynamic SQL, so this function exists (and this migration runs) where pg_net does not.
create function private.wake_lead_delivery()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  wake private.lead_delivery_wake;
begin
  if pg_catalog.to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return;
  end if;
  select * into wake from private.lead_delivery_wake;
  if not found then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 5000)'
    using wake.function_url, '{}'::jsonb,
      pg_catalog.jsonb_build_object('authorization', 'Bearer ' || wake.secret, 'content-type', 'application/json');
end;
$$;

revoke execute on function private.wake_lead_delivery() from public, anon, authenticated, service_role;

-- A lead's rows, one per target, written with the lead.
create function public.contact_submissions_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notifications (lead_id, target)
  select new.id, target from private.lead_delivery_targets;
  -- pg_net sends after the transaction commits, and never if it rolls back.
  perform private.wake_lead_delivery();
  return null;
end;
$$;

create trigger contact_submissions_notify
  after insert on public.contact_submissions
  for each row execute function public.contact_submissions_notify();

revoke execute on function public.contact_submissions_notify() from public, anon, authenticated, service_role;

-- An opt-out's rows, one per target, written with the request.
create function public.contact_opt_outs_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notifications (opt_out_id, target)
  select new.id, target from private.lead_delivery_targets;
  perform private.wake_lead_delivery();
  return null;
end;
$$;

create trigger contact_opt_outs_notify
  after insert on public.contact_opt_outs
  for each row execute function public.contact_opt_outs_notify();

revoke execute on function public.contact_opt_outs_notify() from public, anon, authenticated, service_role;

-- The targets a deliverer is configured with become the ones new leads get ('log' when it has none).
create function public.set_lead_delivery_targets(targets text[])
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  wanted text[] := case when coalesce(pg_catalog.cardinality(targets), 0) = 0 then array['log'] else targets end;
begin
  delete from private.lead_delivery_targets where target <> all (wanted);
  insert into private.lead_delivery_targets (target) select distinct unnest(wanted) on conflict do nothing;
  return (select pg_catalog.jsonb_agg(target order by target) from private.lead_delivery_targets);
end;
$$;

create function public.claim_lead_notifications(max_count integer default 10, lease_seconds integer default 60)
returns jsonb
language sql
set search_path = ''
as $$
  with due as (
    select n.id
    from public.lead_notifications n
    where n.status = 'pending' and n.next_attempt_at <= pg_catalog.now()
      and (n.leased_until is null or n.leased_until <= pg_catalog.now())
    order by n.next_attempt_at, n.id
    limit least(greatest(max_count, 1), 100)
    for update skip locked
  ),
  claimed as (
    update public.lead_notifications n
    set attempts = n.attempts + 1,
        last_attempt_at = pg_catalog.now(),
        leased_until = pg_catalog.now() + pg_catalog.make_interval(secs => least(greatest(lease_seconds, 5), 900))
    from due
    where n.id = due.id
    returning n.*
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'id', c.id,
    'target', c.target,
    'attempt', c.attempts,
    'max_attempts', c.max_attempts,
    'created_at', c.created_at
  ) || case
    when s.id is not null then pg_catalog.jsonb_build_object('lead', (pg_catalog.to_jsonb(s) - 'website')
      || case when e.opt_out is null then '{}'::jsonb else pg_catalog.jsonb_build_object('opted_out_earlier', e.opt_out) end)
    else pg_catalog.jsonb_build_object('opt_out', pg_catalog.to_jsonb(o))
  end order by c.next_attempt_at, c.id), '[]'::jsonb)
  from claimed c
  left join public.contact_submissions s on s.id = c.lead_id
  left join public.contact_opt_outs o on o.id = c.opt_out_id
  -- The latest opt-out of the lead's phone number or mailbox made before the lead, if any.
  left join lateral (
    select pg_catalog.jsonb_build_object('id', earlier.id, 'created_at', earlier.created_at, 'stop', earlier.stop) as opt_out
    from public.contact_opt_outs earlier
    where s.id is not null and earlier.created_at < s.created_at
      and (right(pg_catalog.regexp_replace(earlier.phone, '[^0-9]', '', 'g'), 10) = right(pg_catalog.regexp_replace(s.phone, '[^0-9]', '', 'g'), 10)
        or private.email_key(earlier.email) = private.email_key(s.email))
    order by earlier.created_at desc
    limit 1
  ) e on true;
$$;

-- outcome: 'delivered', 'retry' (after retry_in_seconds) or 'gone' (the target refused for good: dead now).
create function public.settle_lead_notification(
  notification_id uuid,
  outcome text,
  error text default null,
  retry_in_seconds double precision default null
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  settled public.lead_notifications;
begin
  if outcome not in ('delivered', 'retry', 'gone') then
    raise exception using errcode = '22023', message = 'outcome must be delivered, retry or gone';
  end if;
  update public.lead_notifications n
  set status = case
        when outcome = 'delivered' then 'delivered'
        when outcome = 'gone' or n.attempts >= n.max_attempts then 'dead'
        else 'pending'
      end,
      delivered_at = case when outcome = 'delivered' then pg_catalog.now() end,
      last_error = case when outcome = 'delivered' then n.last_error else left(coalesce(error, 'failed'), 500) end,
      next_attempt_at = case
        when outcome = 'retry' then pg_catalog.now() + pg_catalog.make_interval(secs => least(greatest(coalesce(retry_in_seconds, 1), 0), 86400))
        else n.next_attempt_at
      end,
      leased_until = null
  where n.id = notification_id and n.status = 'pending'
  returning n.* into settled;
  if not found then
    return null;
  end if;
  return pg_catalog.jsonb_build_object('id', settled.id, 'status', settled.status, 'attempts', settled.attempts, 'next_attempt_at', settled.next_attempt_at);
end;
$$;

create function public.claim_lead_delivery_alerts(overdue_seconds integer default 300)
returns jsonb
language sql
set search_path = ''
as $$
  with due as (
    select n.id
    from public.lead_notifications n
    where (n.status = 'dead' and n.dead_reported_at is null)
      or (n.status = 'pending' and n.reported_at is null
          and n.created_at <= pg_catalog.now() - pg_catalog.make_interval(secs => overdue_seconds))
    order by n.created_at, n.id
    limit 50
    for update skip locked
  ),
  reported as (
    update public.lead_notifications n
    set reported_at = case when n.status = 'pending' then pg_catalog.now() else n.reported_at end,
        dead_reported_at = case when n.status = 'dead' then pg_catalog.now() else n.dead_reported_at end
    from due
    where n.id = due.id
    returning n.*
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'id', r.id, 'lead_id', r.lead_id, 'opt_out_id', r.opt_out_id, 'target', r.target, 'status', r.status,
    'attempts', r.attempts, 'last_error', r.last_error, 'created_at', r.created_at
  ) order by r.created_at, r.id), '[]'::jsonb)
  from reported r;
$$;

-- What `npm run leads` shows for each lead or opt-out (an opt-out's id under 'lead_id', as uuids never repeat
-- across the two tables): every target's status, attempts, delivery time and last error.
create function public.lead_deliveries(lead_ids uuid[])
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'lead_id', coalesce(n.lead_id, n.opt_out_id), 'target', n.target, 'status', n.status, 'attempts', n.attempts,
    'delivered_at', n.delivered_at, 'last_error', n.last_error
  ) order by coalesce(n.lead_id, n.opt_out_id), n.target), '[]'::jsonb)
  from public.lead_notifications n
  where n.lead_id = any (lead_ids) or n.opt_out_id = any (lead_ids);
$$;

revoke execute on function public.set_lead_delivery_targets(text[]) from public, anon, authenticated;
revoke execute on function public.claim_lead_notifications(integer, integer) from public, anon, authenticated;
revoke execute on function public.settle_lead_notification(uuid, text, text, double precision) from public, anon, authenticated;
revoke execute on function public.claim_lead_delivery_alerts(integer) from public, anon, authenticated;
revoke execute on function public.lead_deliveries(uuid[]) from public, anon, authenticated;
grant execute on function public.set_lead_delivery_targets(text[]) to service_role;
grant execute on function public.claim_lead_notifications(integer, integer) to service_role;
grant execute on function public.settle_lead_notification(uuid, text, text, double precision) to service_role;
grant execute on function public.claim_lead_delivery_alerts(integer) to service_role;
grant execute on function public.lead_deliveries(uuid[]) to service_role;

-- Retries on hosted Supabase: pg_cron wakes the Edge Function every 10 seconds, where pg_cron is installed.
-- Elsewhere nothing is scheduled (server/ sweeps by itself); enable pg_cron later and run the same statement.
do $$
begin
  if pg_catalog.to_regprocedure('cron.schedule(text,text,text)') is not null then
    execute $sql$select cron.schedule('wake-lead-delivery', '10 seconds', 'select private.wake_lead_delivery()')$sql$;
  end if;
end
$$;
