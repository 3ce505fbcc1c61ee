-- The consumer's consent for an agent to help with Marketplace coverage, as CMS asks it be documented (45 CFR
-- 155.220(j)(2)(iii): scope and purpose, duration, date, the consumer's name, the agent and the agency, how to take it
-- back) and the optional review of the eligibility application ((j)(2)(ii)), both kept ten years and produced on
-- request. The consent ledger that holds the call and text consents holds these too: versioned wordings whose exact
-- words and SHA-256 the database stores, evidence taken from the request, nothing changed after insert.
--
-- How it flows:
--   * Staff (`npm run authorize`, or the same REST call from a CRM: POST /rest/v1/rpc/create_agent_authorization_link
--     with the service-role key) make a link for one consumer: private.agent_authorization_links keeps the name, the
--     agent, the language, the lead it belongs to and the application summary; the link itself carries only an
--     opaque id, its expiry and an HMAC-SHA256 of both under a secret only the database holds, so it holds no personal
--     data in clear and cannot be forged, altered or extended.
--   * The consumer's page asks public.agent_authorization_link(token) what the link says (anon may call it; it answers
--     only for a valid, unexpired, unused link, and never says which of the three a bad link failed).
--   * The page inserts into public.agent_authorizations with the token; the insert trigger checks the link again, under
--     a row lock so a link signs once, copies the names from it, fills in the wordings and their hashes, takes the
--     evidence from the request and chains the record's hash to the previous one. An expired, altered or used link
--     stores nothing.
--   * Rows never change or go away: UPDATE and DELETE are refused by trigger, whoever asks, except the revocation that
--     public.revoke_agent_authorization() records (its time and the opt-out that asked for it), once.
--
-- The feature is a setting (app.agent_authorization = 'on'; server/ sets it per request from VITE_AGENT_AUTHORIZATION,
-- hosted Supabase from `alter database postgres set app.agent_authorization = 'on'`): off, links are neither made nor
-- signed, for an agency whose enrollment platform captures this consent.

-- HMAC-SHA256 (RFC 2104) from the built-in sha256(), so neither PGlite nor hosted Supabase needs pgcrypto.
create function private.hmac_sha256(key bytea, message bytea)
returns bytea
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  block bytea := key;
  inner_pad bytea;
  outer_pad bytea;
begin
  if pg_catalog.length(block) > 64 then
    block := pg_catalog.sha256(block);
  end if;
  block := block || pg_catalog.decode(pg_catalog.repeat('00', 64 - pg_catalog.length(block)), 'hex');
  inner_pad := block;
  outer_pad := block;
  for i in 0..63 loop
    inner_pad := pg_catalog.set_byte(inner_pad, i, pg_catalog.get_byte(block, i) # 54);
    outer_pad := pg_catalog.set_byte(outer_pad, i, pg_catalog.get_byte(block, i) # 92);
  end loop;
  return pg_catalog.sha256(outer_pad || pg_catalog.sha256(inner_pad || message));
end;
$$;

comment on function private.hmac_sha256(bytea, bytea) is 'HMAC-SHA256 of message under key (RFC 2104).';

-- The signing secret: made here, once per database, from the server's random generator; nobody reads it (no grant).
create table private.agent_authorization_secret (
  only_row boolean primary key default true check (only_row),
  secret bytea not null check (pg_catalog.length(secret) >= 32)
);
revoke all on table private.agent_authorization_secret from anon, authenticated, service_role;
insert into private.agent_authorization_secret (secret)
values (pg_catalog.decode(
  pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'
));

create function private.agent_authorization_enabled()
returns boolean
language sql
stable
set search_path = ''
return pg_catalog.current_setting('app.agent_authorization', true) = 'on';

comment on function private.agent_authorization_enabled() is
  'Whether the agency asks for the CMS consent on the site: app.agent_authorization = ''on'' (server/ sets it from VITE_AGENT_AUTHORIZATION).';

-- The wordings an authorization may name, and every wording's words: what `npm run schema` writes from
-- content/<code>/browser/authorization.ts and consent.ts (scripts/schema/siteLists.ts); a later wording is a later
-- migration restating these.

-- content/<code>/browser/authorization.ts, authorizationVersions of every language: the CMS consents an agent may ask for.
create or replace function private.shown_authorization_versions()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['authorize-2026-11-29', 'es-authorize-2026-11-29'];

-- content/<code>/browser/authorization.ts, reviewVersions of every language.
create or replace function private.shown_review_versions()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['review-2026-11-29', 'es-review-2026-11-29'];

-- content/<code>/browser/consent.ts and authorization.ts: every wording by version, [VITE_AGENCY_LEGAL_NAME], [CONSUMER_NAME] and [AGENT_NAME] where the names go.
create or replace function private.consent_wording(version text)
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
  when 'authorize-2026-11-29' then 'I, [CONSUMER_NAME], give [AGENT_NAME], a licensed agent of [VITE_AGENCY_LEGAL_NAME], permission to help me apply for, enroll in, keep and update health coverage through the Health Insurance Marketplace (HealthCare.gov) for me and the people on my application. This includes finding my application, helping me fill it in and report changes, comparing and choosing plans, and answering my questions about my coverage, using my personal information (such as my name, date of birth, address, Social Security number and income) only for these purposes. This permission starts today and lasts until I take it back. I can take it back at any time on the agency''s opt-out page (/opt-out) by choosing "Stop helping me", or by telling the agent or the agency.'
  when 'es-authorize-2026-11-29' then 'Yo, [CONSUMER_NAME], autorizo a [AGENT_NAME], agente con licencia de [VITE_AGENCY_LEGAL_NAME], a ayudarme a presentar una solicitud, inscribirme, mantener y actualizar una cobertura de salud del Mercado de Seguros Médicos (CuidadoDeSalud.gov) para mí y para las personas incluidas en mi solicitud. Esto incluye buscar mi solicitud, ayudarme a completarla y a informar cambios, comparar y elegir planes, y responder mis preguntas sobre mi cobertura, usando mi información personal (como mi nombre, fecha de nacimiento, dirección, número de Seguro Social e ingresos) solo para estos fines. Esta autorización comienza hoy y dura hasta que yo la cancele. Puedo cancelarla en cualquier momento en la página de la agencia para dejar de recibir comunicaciones (/es/opt-out), eligiendo "Dejar de ayudarme", o diciéndoselo al agente o a la agencia.'
  when 'review-2026-11-29' then 'I reviewed my Marketplace eligibility application with [AGENT_NAME] of [VITE_AGENCY_LEGAL_NAME]. The agent explained the statements I make on it (my attestations), including those about my household, my income and any other coverage. The summary above is accurate, and I understand that I am responsible for the information on my application.'
  when 'es-review-2026-11-29' then 'Revisé mi solicitud de elegibilidad del Mercado con [AGENT_NAME] de [VITE_AGENCY_LEGAL_NAME]. El agente me explicó las declaraciones que hago en ella, incluidas las de mi hogar, mis ingresos y cualquier otra cobertura. El resumen de arriba es correcto, y entiendo que soy responsable de la información de mi solicitud.'
end;

-- An authorization's wording as the consumer saw it: the link's names and the agency's legal name filled in.
create function private.authorization_shown(version text, consumer_name text, agent_name text)
returns text
language sql
stable
set search_path = ''
return pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(private.consent_wording(version),
  '[VITE_AGENCY_LEGAL_NAME]', private.agency_legal_name()), '[AGENT_NAME]', agent_name), '[CONSUMER_NAME]', consumer_name);

-- A person's name as it is compared: case, accents kept, runs of spaces as one, no spaces around.
create function private.name_key(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.lower(private.collapse_spaces(private.trim_spaces(value)));

-- A name a person types or staff give: printable, nothing invisible, a letter, at most 100 characters.
create function private.is_person_name(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return value is not null and char_length(value) between 1 and 100 and private.is_printable_text(value)
  and private.is_visible_name(value) and private.has_letter(value);

-- The agent's summary of the application: printable lines (line breaks allowed), nothing invisible, 4000 at most.
create function private.is_application_summary(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return char_length(value) between 1 and 4000 and private.is_printable_text(pg_catalog.translate(value, e'\n', ' '))
  and private.is_visible_text(value);

-- Links ------------------------------------------------------------------------------------------------------------

create table private.agent_authorization_links (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumer_name text not null,
  agent_name text not null,
  language text not null,
  lead_id uuid references public.contact_submissions (id),
  application_summary text,
  used_at timestamptz,

  constraint agent_authorization_links_consumer_name_shape check (private.is_person_name(consumer_name)),
  constraint agent_authorization_links_agent_name_shape check (private.is_person_name(agent_name)),
  constraint agent_authorization_links_language_code check (language = any (private.site_languages())),
  constraint agent_authorization_links_summary_shape check (private.is_application_summary(application_summary)),
  constraint agent_authorization_links_expiry_range check (expires_at > created_at and expires_at <= created_at + interval '31 days'),
  -- The expiry is signed in whole seconds.
  constraint agent_authorization_links_expiry_seconds check (expires_at = pg_catalog.date_trunc('second', expires_at))
);

comment on table private.agent_authorization_links is
  'The links staff send for the CMS consent: who it is for, the agent, the language, the lead and the application summary. Read only through functions.';
revoke all on table private.agent_authorization_links from anon, authenticated, service_role;

-- A link's token: '<id>.<expiry, seconds since 1970>.<HMAC-SHA256 of both, base64url>'.
create function private.agent_authorization_token(link_id uuid, expires_at timestamptz)
returns text
language sql
stable
security definer
set search_path = ''
return link_id::text || '.' || extract(epoch from expires_at)::bigint::text || '.'
  || pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(private.hmac_sha256(
    (select secret from private.agent_authorization_secret),
    pg_catalog.convert_to(link_id::text || '.' || extract(epoch from expires_at)::bigint::text, 'UTF8')
  ), 'base64'), '+/', '-_'), '=');

revoke execute on function private.agent_authorization_token(uuid, timestamptz) from public, anon, authenticated, service_role;

-- The link a token names, locked for this transaction, with why it cannot be used: 'invalid' (malformed, altered or
-- unknown), 'expired' or 'used'; null when it can.
create function private.agent_authorization_link_for(token text, out link private.agent_authorization_links, out refusal text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  parts text[] := pg_catalog.string_to_array(token, '.');
begin
  refusal := 'invalid';
  if not private.agent_authorization_enabled() or token is null or char_length(token) > 200
    or pg_catalog.cardinality(parts) <> 3
    or parts[1] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    or parts[2] !~ '^[0-9]{1,12}$'
  then
    return;
  end if;
  select * into link from private.agent_authorization_links l where l.id = parts[1]::uuid for update;
  if not found or extract(epoch from link.expires_at)::bigint::text <> parts[2]
    or private.agent_authorization_token(link.id, link.expires_at) <> token
  then
    link := null;
    return;
  end if;
  refusal := case
    when link.used_at is not null then 'used'
    when link.expires_at <= pg_catalog.now() then 'expired'
  end;
end;
$$;

revoke execute on function private.agent_authorization_link_for(text) from public, anon, authenticated, service_role;

-- Staff make a link (the service role only). Refused while the feature is off.
create function public.create_agent_authorization_link(
  consumer_name text,
  agent_name text,
  lead_id uuid default null,
  language text default 'en',
  days integer default 7,
  application_summary text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  link private.agent_authorization_links;
  prefix text;
begin
  if not private.agent_authorization_enabled() then
    raise exception using errcode = '55000', message = 'The CMS consent page is off: set VITE_AGENT_AUTHORIZATION=on (app.agent_authorization) to send links.', hint = 'authorization.off';
  end if;
  if not private.is_person_name(private.trim_spaces(consumer_name)) then
    raise exception using errcode = '22023', hint = 'authorization.consumer_name_invalid',
      message = 'The consumer''s name must be 1 to 100 visible characters with a letter.';
  end if;
  if not private.is_person_name(private.trim_spaces(agent_name)) then
    raise exception using errcode = '22023', hint = 'authorization.agent_name_invalid',
      message = 'The agent''s name must be 1 to 100 visible characters with a letter.';
  end if;
  if language is null or not (language = any (private.site_languages())) then
    raise exception using errcode = '22023', hint = 'authorization.language_invalid',
      message = pg_catalog.format('The language must be one of %s.', pg_catalog.array_to_string(private.site_languages(), ', '));
  end if;
  if days is null or days not between 1 and 30 then
    raise exception using errcode = '22023', hint = 'authorization.days_invalid',
      message = 'A link lasts 1 to 30 days.';
  end if;
  if application_summary is not null and not private.is_application_summary(application_summary) then
    raise exception using errcode = '22023', hint = 'authorization.summary_invalid',
      message = 'The application summary must be 1 to 4000 visible characters.';
  end if;
  if lead_id is not null and not exists (select from public.contact_submissions s where s.id = lead_id) then
    raise exception using errcode = '23503', message = 'No lead has that id.', hint = 'authorization.lead_unknown';
  end if;

  insert into private.agent_authorization_links (expires_at, consumer_name, agent_name, language, lead_id, application_summary)
  values (
    pg_catalog.date_trunc('second', pg_catalog.now()) + pg_catalog.make_interval(days => days),
    private.trim_spaces(consumer_name), private.trim_spaces(agent_name), language, lead_id,
    nullif(private.trim_spaces(application_summary), '')
  )
  returning * into link;

  prefix := (private.site_path_prefixes())[pg_catalog.array_position(private.site_languages(), language)];
  return pg_catalog.jsonb_build_object(
    'id', link.id, 'expires_at', link.expires_at, 'language', link.language, 'lead_id', link.lead_id,
    'path', prefix || '/authorize#' || private.agent_authorization_token(link.id, link.expires_at)
  );
end;
$$;

comment on function public.create_agent_authorization_link(text, text, uuid, text, integer, text) is
  'Staff: a signed link (path with the token after #) for one consumer''s CMS consent; refused while the feature is off.';

-- What the consumer's page shows before signing: only for a valid, unexpired, unused link; otherwise its refusal
-- ('invalid', 'expired', 'used') and nothing else.
create function public.agent_authorization_link(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_link record;
begin
  found_link := private.agent_authorization_link_for(token);
  if found_link.refusal is not null then
    return pg_catalog.jsonb_build_object('status', found_link.refusal);
  end if;
  return pg_catalog.jsonb_build_object(
    'status', 'valid',
    'consumer_name', (found_link.link).consumer_name,
    'agent_name', (found_link.link).agent_name,
    'agency_name', private.agency_legal_name(),
    'language', (found_link.link).language,
    'expires_at', (found_link.link).expires_at,
    'application_summary', (found_link.link).application_summary
  );
end;
$$;

comment on function public.agent_authorization_link(text) is
  'Anon: the names and summary a signed, unexpired, unused link carries, or why it cannot be used.';

-- agent_authorizations ---------------------------------------------------------------------------------------------

create table public.agent_authorizations (
  id uuid primary key,
  created_at timestamptz not null default now(),
  -- Sent by the page and cleared by the trigger: the record keeps the link's id, never a token that could be replayed.
  link text,
  link_id uuid unique,
  lead_id uuid references public.contact_submissions (id),
  language text,
  page text not null,
  consumer_name text,
  signed_name text not null,
  name_matches boolean,
  agent_name text,
  agency_name text,
  agreed boolean not null,
  consent_version text not null,
  consent_text text,
  consent_sha256 text,
  application_summary text,
  review_version text,
  review_confirmed boolean,
  review_text text,
  review_sha256 text,
  user_agent text,
  client_ip text,
  previous_sha256 text,
  record_sha256 text,
  revoked_at timestamptz,
  revoked_by_opt_out uuid references public.contact_opt_outs (id),

  constraint agent_authorizations_link_cleared check (link is null),
  -- Set by the insert trigger (so the browser's insert leaves them out), and never missing.
  constraint agent_authorizations_set_by_database check (pg_catalog.num_nulls(
    link_id, language, consumer_name, name_matches, agent_name, agency_name, consent_text, consent_sha256, record_sha256
  ) = 0),
  constraint agent_authorizations_agreed check (agreed),
  constraint agent_authorizations_signed_name_shape check (private.is_person_name(signed_name)),
  constraint agent_authorizations_language_code check (language = any (private.site_languages())),
  constraint agent_authorizations_consent_version_shown check (consent_version = any (private.shown_authorization_versions())),
  constraint agent_authorizations_review_whole check (
    (review_version is null and review_confirmed is null and review_text is null and review_sha256 is null)
    or (review_version = any (private.shown_review_versions()) and review_confirmed and application_summary is not null
      and review_text is not null and review_sha256 is not null)
  ),
  constraint agent_authorizations_user_agent_length check (char_length(user_agent) <= 500),
  constraint agent_authorizations_client_ip_length check (char_length(client_ip) <= 100),
  constraint agent_authorizations_revoked_whole check (revoked_by_opt_out is null or revoked_at is not null)
);

comment on table public.agent_authorizations is
  'CMS consents (45 CFR 155.220(j)(2)(ii)-(iii)) signed through a staff link. Anon inserts with a valid link; only service_role reads; never changed or deleted but for the revocation; kept ten years.';
comment on column public.agent_authorizations.consumer_name is 'The name on the link (staff typed it).';
comment on column public.agent_authorizations.signed_name is 'The full name the consumer typed as signature; kept as typed (trimmed) even when it differs from consumer_name.';
comment on column public.agent_authorizations.name_matches is 'Whether signed_name is consumer_name but for case and spaces.';
comment on column public.agent_authorizations.consent_text is 'The consent''s exact words as shown, the names filled in; set by the database.';
comment on column public.agent_authorizations.consent_sha256 is 'SHA-256 (hex) of consent_text as UTF-8; set by the database.';
comment on column public.agent_authorizations.review_text is 'The application review''s exact words as shown after the summary; set by the database.';
comment on column public.agent_authorizations.review_sha256 is 'SHA-256 (hex) of the summary, a line break and review_text, as UTF-8; set by the database.';
comment on column public.agent_authorizations.record_sha256 is
  'SHA-256 (hex) of previous_sha256 and the record''s evidence as JSON: a chain over every authorization, in insert order.';
comment on column public.agent_authorizations.previous_sha256 is 'The record_sha256 of the authorization stored just before (null for the first).';
comment on column public.agent_authorizations.revoked_at is 'When the consumer took the consent back; set once, by public.revoke_agent_authorization().';

create index agent_authorizations_created_at_idx on public.agent_authorizations (created_at desc);
create index agent_authorizations_lead_idx on public.agent_authorizations (lead_id);

create function public.agent_authorizations_before_insert()
returns trigger
language plpgsql
-- Reads and marks the link and the previous record, which anon may not: runs as the table's owner.
security definer
set search_path = ''
as $$
declare
  found_link record;
  link private.agent_authorization_links;
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  forwarded text := headers ->> 'x-forwarded-for';
  unprintable constant text :=
    '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]';
begin
  found_link := private.agent_authorization_link_for(new.link);
  if found_link.refusal is not null then
    if found_link.refusal = 'expired' then
      raise exception using errcode = '42501', message = 'This link cannot be used: ask your agent for a new one.', hint = 'authorization.link_expired';
    elsif found_link.refusal = 'used' then
      raise exception using errcode = '42501', message = 'This link cannot be used: ask your agent for a new one.', hint = 'authorization.link_used';
    end if;
    raise exception using errcode = '42501', message = 'This link cannot be used: ask your agent for a new one.', hint = 'authorization.link_invalid';
  end if;
  link := found_link.link;

  new.signed_name := private.trim_spaces(new.signed_name);
  if new.signed_name is null or new.signed_name = '' then
    raise exception using errcode = '23514', message = 'Please type your full name.', hint = 'authorization.name_missing';
  end if;
  if not private.is_person_name(new.signed_name) then
    raise exception using errcode = '23514', message = 'Please type your full name: letters, at most 100 characters, no invisible characters.', hint = 'authorization.name_invalid';
  end if;
  if new.agreed is not true then
    raise exception using errcode = '23514', message = 'Please tick the box to give your consent.', hint = 'authorization.not_agreed';
  end if;
  if not (new.consent_version = any (private.shown_authorization_versions())) then
    raise exception using errcode = '23514', message = 'This page is out of date: reload it.', hint = 'authorization.version_unknown';
  end if;
  if not (new.page = any (array(select prefix || '/authorize' from pg_catalog.unnest(private.site_path_prefixes()) as prefix))) then
    raise exception using errcode = '23514', message = 'Send the consent from its page.', hint = 'authorization.page_invalid';
  end if;
  -- The review is signed only where the link carries a summary, and only confirmed.
  if new.review_version is not null and (link.application_summary is null or new.review_confirmed is not true
    or not (new.review_version = any (private.shown_review_versions())))
  then
    raise exception using errcode = '23514', message = 'Please confirm the summary of your application, or leave that section.', hint = 'authorization.review_unconfirmed';
  end if;

  new.link := null;
  new.link_id := link.id;
  new.lead_id := link.lead_id;
  new.language := link.language;
  new.consumer_name := link.consumer_name;
  new.agent_name := link.agent_name;
  new.agency_name := private.agency_legal_name();
  new.name_matches := private.name_key(new.signed_name) = private.name_key(link.consumer_name);
  new.consent_text := private.authorization_shown(new.consent_version, link.consumer_name, link.agent_name);
  new.consent_sha256 := private.sha256_hex(new.consent_text);
  new.application_summary := case when new.review_version is not null then link.application_summary end;
  if new.review_version is null then
    new.review_confirmed := null;
    new.review_text := null;
    new.review_sha256 := null;
  else
    new.review_text := private.authorization_shown(new.review_version, link.consumer_name, link.agent_name);
    new.review_sha256 := private.sha256_hex(new.application_summary || e'\n' || new.review_text);
  end if;
  new.user_agent := nullif(left(pg_catalog.regexp_replace(headers ->> 'user-agent', unprintable, '', 'g'), 500), '');
  new.client_ip := private.ip_address(
    coalesce(nullif(pg_catalog.btrim(headers ->> 'x-real-ip'), ''), nullif(pg_catalog.btrim(pg_catalog.split_part(forwarded, ',', -1)), ''))
  );
  new.revoked_at := null;
  new.revoked_by_opt_out := null;

  -- One chain: inserts take turns, each timed once it has its turn, and each record's hash covers the previous one's.
  perform pg_catalog.pg_advisory_xact_lock(7226301, 0);
  new.created_at := pg_catalog.clock_timestamp();
  new.previous_sha256 := (select a.record_sha256 from public.agent_authorizations a order by a.created_at desc, a.id desc limit 1);
  new.record_sha256 := private.sha256_hex(coalesce(new.previous_sha256, '') || pg_catalog.jsonb_build_object(
    'id', new.id, 'created_at', new.created_at, 'link_id', new.link_id, 'lead_id', new.lead_id, 'language', new.language,
    'page', new.page, 'consumer_name', new.consumer_name, 'signed_name', new.signed_name, 'agent_name', new.agent_name,
    'agency_name', new.agency_name, 'consent_version', new.consent_version, 'consent_sha256', new.consent_sha256,
    'review_version', new.review_version, 'review_sha256', new.review_sha256, 'user_agent', new.user_agent,
    'client_ip', new.client_ip
  )::text);

  update private.agent_authorization_links set used_at = new.created_at where id = link.id;
  return new;
end;
$$;

create trigger agent_authorizations_before_insert
  before insert on public.agent_authorizations
  for each row execute function public.agent_authorizations_before_insert();

revoke execute on function public.agent_authorizations_before_insert() from public, anon, authenticated, service_role;

-- Evidence never changes and is never deleted (ten years' retention: docs/consent-and-legal.md), whoever asks; the one
-- change is the revocation, once, made by public.revoke_agent_authorization() for the row it names.
create function public.agent_authorizations_unchanged()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception using errcode = '42501', message = 'A CMS consent is kept ten years and never deleted.', hint = 'authorization.kept';
  end if;
  if pg_catalog.current_setting('app.revoking_authorization', true) is distinct from old.id::text
    or old.revoked_at is not null or new.revoked_at is null
    or (pg_catalog.to_jsonb(new) - 'revoked_at' - 'revoked_by_opt_out') <> (pg_catalog.to_jsonb(old) - 'revoked_at' - 'revoked_by_opt_out')
  then
    raise exception using errcode = '42501', message = 'A CMS consent never changes; only its revocation is recorded, once.', hint = 'authorization.kept';
  end if;
  return new;
end;
$$;

create trigger agent_authorizations_unchanged
  before update or delete on public.agent_authorizations
  for each row execute function public.agent_authorizations_unchanged();

revoke execute on function public.agent_authorizations_unchanged() from public, anon, authenticated, service_role;

-- Links too: once made, only their use is recorded.
create function private.agent_authorization_links_unchanged()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or old.used_at is not null
    or (pg_catalog.to_jsonb(new) - 'used_at') <> (pg_catalog.to_jsonb(old) - 'used_at')
  then
    raise exception using errcode = '42501', message = 'A consent link never changes but for its use.', hint = 'authorization.kept';
  end if;
  return new;
end;
$$;

create trigger agent_authorization_links_unchanged
  before update or delete on private.agent_authorization_links
  for each row execute function private.agent_authorization_links_unchanged();

revoke execute on function private.agent_authorization_links_unchanged() from public, anon, authenticated, service_role;

-- Staff (and the opt-out that asks for it) record a revocation: the time, and the opt-out if one asked.
create function public.revoke_agent_authorization(authorization_id uuid, opt_out_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  revoked public.agent_authorizations;
begin
  perform pg_catalog.set_config('app.revoking_authorization', authorization_id::text, true);
  update public.agent_authorizations a
  set revoked_at = pg_catalog.now(), revoked_by_opt_out = opt_out_id
  where a.id = authorization_id and a.revoked_at is null
  returning a.* into revoked;
  perform pg_catalog.set_config('app.revoking_authorization', '', true);
  if revoked.id is null then
    return null;
  end if;
  return pg_catalog.jsonb_build_object('id', revoked.id, 'revoked_at', revoked.revoked_at, 'revoked_by_opt_out', revoked.revoked_by_opt_out);
end;
$$;

comment on function public.revoke_agent_authorization(uuid, uuid) is
  'Staff: records that a CMS consent was taken back (once); null when it is unknown or already revoked.';

-- One authorization per request, as one lead: an array body is refused whole.
create function public.agent_authorizations_one_per_statement()
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

create trigger agent_authorizations_one_per_statement
  after insert on public.agent_authorizations
  referencing new table as inserted
  for each statement execute function public.agent_authorizations_one_per_statement();

revoke execute on function public.agent_authorizations_one_per_statement() from public, anon, authenticated, service_role;

-- Who may do what ----------------------------------------------------------------------------------------------------

-- Anon inserts with a link the trigger judges; it reads nothing back. Staff read with the service role.
alter table public.agent_authorizations enable row level security;
create policy "Consumers can sign a CMS consent through their link"
  on public.agent_authorizations for insert to anon
  with check (true);
revoke all on table public.agent_authorizations from anon, authenticated, service_role;
grant insert (id, link, signed_name, agreed, consent_version, review_version, review_confirmed, page)
  on table public.agent_authorizations to anon;
grant select on table public.agent_authorizations to service_role;

revoke execute on function public.create_agent_authorization_link(text, text, uuid, text, integer, text) from public, anon, authenticated;
revoke execute on function public.revoke_agent_authorization(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.agent_authorization_link(text) from public, authenticated;
grant execute on function public.create_agent_authorization_link(text, text, uuid, text, integer, text) to service_role;
grant execute on function public.revoke_agent_authorization(uuid, uuid) to service_role;
grant execute on function public.agent_authorization_link(text) to anon, service_role;
