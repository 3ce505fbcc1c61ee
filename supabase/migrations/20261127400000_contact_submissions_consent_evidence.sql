-- Consent evidence a lawyer can use, two consent boxes, and the visitor's time zone.
--
-- The forms now show two boxes: the call consent, required as before (agreed_to_contact, consent_version), and an
-- optional, unticked box for text messages, since carriers refuse a text program whose consent is bundled into a
-- required box. New columns:
--   sms_consent          whether the text-message box was ticked (false on every lead stored before).
--   sms_consent_version  the version of the text box's wording the form showed, ticked or not (content/consent.ts,
--                        smsConsentVersions; null on leads stored before, or from a page that showed no text box).
--   consent_text, consent_sha256, sms_consent_text, sms_consent_sha256
--                        the exact words each box showed, the agency's legal name filled in, and the SHA-256 (hex) of
--                        their UTF-8 bytes.
--   time_zone            the visitor's IANA time zone as the browser reported it ('America/Chicago'), so the agency
--                        calls within the hours the law allows where the visitor is.
--
-- Where the words and their hash come from: the database, never the browser. The browser names the versions only;
-- private.consent_wording() holds every wording's text, as content/consent.ts and content/es/consent.ts write it,
-- with [VITE_AGENCY_LEGAL_NAME] where the build puts the agency's legal name, and the trigger fills in the name from
-- private.agency_legal_name(): the setting app.agency_legal_name (server/ sets it per request from its
-- VITE_AGENCY_LEGAL_NAME; on hosted Supabase `alter database postgres set app.agency_legal_name = '...'`), else
-- the build's default name. A client that sends text or a hash of its own is refused (no column grant), and one
-- that names a version gets that version's words, so no request can store words the site never showed.
-- tests/db/support/consentEvidenceSuite.ts holds every wording here to content/ (text and hash) and keeps the lists
-- of versions equal.
--
-- The evidence never changes after insert: contact_submissions_evidence_unchanged refuses any update of these
-- columns, or of the phone number, page, time, address or user agent they go with, whoever asks (no API role has an
-- update grant either: this holds if one is ever granted, and for the table's owner).
--
-- The call box's new wording (2026-11-27, es-2026-11-27) no longer mentions texts, so the list of versions a lead
-- may name is replaced with the longer one; the text box's versions have their own list. A malformed time zone is
-- dropped (stored as null), never a reason to refuse a lead.
--
-- Who may do what: anon may insert sms_consent, sms_consent_version and time_zone (column grants, like every
-- column the browser sends), never the text or hash columns, and reads nothing; service_role reads them with the
-- rest of the row.

alter table public.contact_submissions
  add column sms_consent boolean not null default false,
  add column sms_consent_version text,
  add column consent_text text,
  add column consent_sha256 text,
  add column sms_consent_text text,
  add column sms_consent_sha256 text,
  add column time_zone text;

comment on column public.contact_submissions.sms_consent is 'Whether the optional text-message box was ticked.';
comment on column public.contact_submissions.sms_consent_version is 'Version of the text-message box''s wording the form showed, ticked or not.';
comment on column public.contact_submissions.consent_text is 'The call consent''s exact words as shown, the agency''s legal name filled in; set by the database.';
comment on column public.contact_submissions.consent_sha256 is 'SHA-256 (hex) of consent_text as UTF-8; set by the database.';
comment on column public.contact_submissions.sms_consent_text is 'The text-message box''s exact words as shown; set by the database.';
comment on column public.contact_submissions.sms_consent_sha256 is 'SHA-256 (hex) of sms_consent_text as UTF-8; set by the database.';
comment on column public.contact_submissions.time_zone is 'The visitor''s IANA time zone as the browser reported it.';

create or replace function private.shown_consent_versions()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['2025-01-01', '2026-11-24', 'es-2026-11-25', '2026-11-27', 'es-2026-11-27'];

create function private.shown_sms_consent_versions()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['sms-2026-11-27', 'es-sms-2026-11-27'];

comment on function private.shown_sms_consent_versions() is
  'Every wording of the text-message box the forms have shown (content/consent.ts, content/es/consent.ts).';

create function private.consent_wording(version text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return case version
  when '2025-01-01' then 'I agree to be contacted by the company regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above.'
  when '2026-11-24' then 'I agree to be contacted by [VITE_AGENCY_LEGAL_NAME] regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above. These calls and texts may use automated technology or prerecorded messages. My consent is not a condition of any purchase. Message and data rates may apply. Reply STOP to opt out of texts.'
  when 'es-2026-11-25' then 'Acepto que [VITE_AGENCY_LEGAL_NAME] se comunique conmigo acerca de opciones de seguro médico. Entiendo que esto puede incluir llamadas, mensajes de texto y correos electrónicos a los datos de contacto que proporcioné arriba. Estas llamadas y mensajes de texto pueden usar tecnología automatizada o mensajes pregrabados. Mi consentimiento no es una condición para realizar ninguna compra. Pueden aplicarse tarifas por mensajes y datos. Responda STOP para dejar de recibir mensajes de texto.'
  when '2026-11-27' then 'I agree that [VITE_AGENCY_LEGAL_NAME], a licensed health insurance agency, and its licensed agents may call me at the phone number above and email me about health insurance, including marketing calls made with automated technology or an artificial or prerecorded voice, even if my number is on a Do Not Call list. My consent is not a condition of any purchase. I can withdraw it at any time by telling an agent.'
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

create function private.consent_shown(version text)
returns text
language sql
stable
set search_path = ''
return pg_catalog.replace(private.consent_wording(version), '[VITE_AGENCY_LEGAL_NAME]', private.agency_legal_name());

create function private.sha256_hex(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(value, 'UTF8')), 'hex');

create function private.is_time_zone_name(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.char_length(value) <= 64 and value ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$';

-- Fires after contact_submissions_consent_shown (which checks the call box's version) and before the repeat guard:
-- triggers of one event fire in name order.
create function public.contact_submissions_consent_text()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.sms_consent is null then
    new.sms_consent := false;
  end if;
  if new.sms_consent_version is null then
    if new.sms_consent then
      raise exception using errcode = '23514', message = 'The form did not say which text-message wording was shown.', hint = 'sms_consent_version.invalid';
    end if;
  elsif not (new.sms_consent_version = any (private.shown_sms_consent_versions())) then
    raise exception using errcode = '23514', message = 'The form did not say which text-message wording was shown.', hint = 'sms_consent_version.invalid';
  end if;

  new.consent_text := private.consent_shown(new.consent_version);
  new.consent_sha256 := private.sha256_hex(new.consent_text);
  new.sms_consent_text := case when new.sms_consent_version is null then null else private.consent_shown(new.sms_consent_version) end;
  new.sms_consent_sha256 := case when new.sms_consent_text is null then null else private.sha256_hex(new.sms_consent_text) end;

  new.time_zone := nullif(pg_catalog.btrim(new.time_zone), '');
  if new.time_zone is not null and not private.is_time_zone_name(new.time_zone) then
    new.time_zone := null;
  end if;
  return new;
end;
$$;

create trigger contact_submissions_consent_text
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_consent_text();

revoke execute on function public.contact_submissions_consent_text() from public, anon, authenticated, service_role;

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

alter table public.contact_submissions
  add constraint contact_submissions_sms_consent_version_shown
    check (sms_consent_version is null or sms_consent_version = any (private.shown_sms_consent_versions())) not valid,
  add constraint contact_submissions_sms_consent_needs_version check (not sms_consent or sms_consent_version is not null) not valid,
  add constraint contact_submissions_time_zone_format check (time_zone is null or private.is_time_zone_name(time_zone)) not valid;

grant insert (sms_consent, sms_consent_version, time_zone) on table public.contact_submissions to anon;
