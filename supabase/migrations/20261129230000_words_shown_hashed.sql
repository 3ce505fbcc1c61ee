-- The words stored are the words shown (issue 38, item 5; compliance N-4): with each lead the page sends the SHA-256
-- of the consent words it rendered (the call box's and the text box's, the agency's legal name filled in by the
-- build), and the database refuses a lead whose hash differs from its own for the same version. The database fills
-- the legal name in from its own setting (app.agency_legal_name; server/ sets it from VITE_AGENCY_LEGAL_NAME), so a
-- hosted database set to another name than the build's refuses the first lead, with the reason in the error's detail,
-- instead of storing words no page showed. A page built before sends no hash: its lead is judged as before. Both
-- hashes are kept with the lead, and can never change.

alter table public.contact_submissions
  add column consent_shown_sha256 text,
  add column sms_consent_shown_sha256 text;

alter table public.contact_submissions add constraint contact_submissions_shown_sha256_format
  check ((consent_shown_sha256 is null or consent_shown_sha256 ~ '^[0-9a-f]{64}$')
    and (sms_consent_shown_sha256 is null or sms_consent_shown_sha256 ~ '^[0-9a-f]{64}$'));

comment on column public.contact_submissions.consent_shown_sha256 is
  'The SHA-256 the page computed of the call box''s words it rendered; equal to consent_sha256 (insert step 6).';
comment on column public.contact_submissions.sms_consent_shown_sha256 is
  'The SHA-256 the page computed of the text box''s words it rendered; equal to sms_consent_sha256 (insert step 6).';

grant insert (consent_shown_sha256, sms_consent_shown_sha256) on table public.contact_submissions to anon;

-- Step 6, restated: after the words and their hashes, the page's hashes must be the same.
create or replace function private.lead_consent_evidence(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if lead.sms_consent is null then
    lead.sms_consent := false;
  end if;
  if lead.sms_consent_version is null
    or not (lead.sms_consent_version = any (private.shown_sms_consent_versions()))
    or private.wording_retired(lead.sms_consent_version) then
    raise exception using errcode = '23514', message = 'The text-message wording on this page is out of date. Please reload the page and send it again, or call us.', hint = 'sms_consent_version.invalid';
  end if;

  insert into private.wordings_seen (version)
  select named.version
  from (values (lead.consent_version), (lead.sms_consent_version)) as named (version)
  where not exists (select from private.wordings_seen s where s.version = named.version)
  on conflict do nothing;

  lead.consent_text := private.consent_shown(lead.consent_version);
  lead.consent_sha256 := private.sha256_hex(lead.consent_text);
  lead.sms_consent_text := private.consent_shown(lead.sms_consent_version);
  lead.sms_consent_sha256 := private.sha256_hex(lead.sms_consent_text);

  lead.consent_shown_sha256 := nullif(pg_catalog.lower(pg_catalog.btrim(lead.consent_shown_sha256)), '');
  lead.sms_consent_shown_sha256 := nullif(pg_catalog.lower(pg_catalog.btrim(lead.sms_consent_shown_sha256)), '');
  if (lead.consent_shown_sha256 is null) <> (lead.sms_consent_shown_sha256 is null)
    or lead.consent_shown_sha256 is distinct from lead.consent_sha256 and lead.consent_shown_sha256 is not null
    or lead.sms_consent_shown_sha256 is distinct from lead.sms_consent_sha256 and lead.sms_consent_shown_sha256 is not null then
    raise exception using errcode = '23514', message = 'We could not record your consent as this page showed it. Please call us.', hint = 'consent.words_differ',
      detail = pg_catalog.format(
        'The page''s SHA-256 of the words of %s and %s is not the database''s, which fills in the legal name "%s" (app.agency_legal_name): set it to the site''s VITE_AGENCY_LEGAL_NAME.',
        lead.consent_version, lead.sms_consent_version, private.agency_legal_name());
  end if;

  lead.time_zone := nullif(pg_catalog.btrim(lead.time_zone), '');
  if lead.time_zone is not null and not private.is_time_zone_name(lead.time_zone) then
    lead.time_zone := null;
  end if;
  return lead;
end;
$$;

comment on function private.lead_consent_evidence(public.contact_submissions) is
  'Insert step 6: the text-message box (its wording required, shown now), the words both boxes showed and their SHA-256, the page''s own hashes of them (the same, when sent), the time zone.';

-- The page's hashes join the evidence no role may change.
create or replace function public.contact_submissions_evidence_unchanged()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.created_at, new.phone, new.page, new.user_agent, new.client_ip, new.language, new.time_zone,
      new.agreed_to_contact, new.consent_version, new.consent_text, new.consent_sha256,
      new.sms_consent, new.sms_consent_version, new.sms_consent_text, new.sms_consent_sha256,
      new.submit_label, new.build_id, new.privacy_version, new.terms_version, new.gpc,
      new.consent_shown_sha256, new.sms_consent_shown_sha256)
     is distinct from
     (old.id, old.created_at, old.phone, old.page, old.user_agent, old.client_ip, old.language, old.time_zone,
      old.agreed_to_contact, old.consent_version, old.consent_text, old.consent_sha256,
      old.sms_consent, old.sms_consent_version, old.sms_consent_text, old.sms_consent_sha256,
      old.submit_label, old.build_id, old.privacy_version, old.terms_version, old.gpc,
      old.consent_shown_sha256, old.sms_consent_shown_sha256) then
    raise exception using errcode = '42501', message = 'A stored lead''s consent evidence cannot be changed.', hint = 'consent_evidence.immutable';
  end if;
  return new;
end;
$$;
