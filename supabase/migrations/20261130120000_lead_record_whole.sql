-- A lead's hash, and the guard against changes, cover the contact it is for (security review 2026-11-29, finding 12).
--
-- The chain covered a lead's consent evidence and the page's record of itself, but not the name, the email address,
-- the state or the answers: the database's owner could change the address a consent is for, or the chat's answers,
-- and no chain would show it, and the trigger let the owner change them freely. Now:
--   * a lead stored from now on is hashed over its whole record (evidence_format 3): what format 2 covered, and its
--     names, email address, state, form, estimate, the chat's answers, whether it repeats another, and where the
--     visit came from (the campaign, the referrer, the landing page). Leads stored before keep the hash they were
--     given (null or 2) and verify as they were hashed;
--   * no role changes a stored lead at all, its owner included (the update trigger compares the whole row); a lead
--     leaves only through public.delete_record(), which keeps a tombstone.

alter table public.contact_submissions drop constraint contact_submissions_evidence_format;
alter table public.contact_submissions add constraint contact_submissions_evidence_format
  check (evidence_format is null or evidence_format in (2, 3));

comment on column public.contact_submissions.evidence_format is
  'Which columns record_sha256 covers (private.evidence_of_lead()): null, the consent evidence (a lead stored before this column); 2, also the page''s record of itself and its hashes of the words it showed; 3, also the contact, the answers and where the visit came from: the whole record. Set on insert.';

create or replace function private.evidence_of_lead(lead public.contact_submissions)
returns text
language sql
immutable
set search_path = ''
return (pg_catalog.jsonb_build_object(
  'id', lead.id, 'created_at', private.evidence_time(lead.created_at), 'phone', lead.phone, 'page', lead.page, 'user_agent', lead.user_agent,
  'client_ip', lead.client_ip, 'language', lead.language, 'time_zone', lead.time_zone,
  'agreed_to_contact', lead.agreed_to_contact, 'consent_version', lead.consent_version,
  'consent_sha256', lead.consent_sha256, 'sms_consent', lead.sms_consent, 'sms_consent_version', lead.sms_consent_version,
  'sms_consent_sha256', lead.sms_consent_sha256
) || case when lead.evidence_format in (2, 3) then pg_catalog.jsonb_build_object(
  'evidence_format', lead.evidence_format, 'submit_label', lead.submit_label, 'build_id', lead.build_id,
  'privacy_version', lead.privacy_version, 'terms_version', lead.terms_version, 'gpc', lead.gpc,
  'consent_shown_sha256', lead.consent_shown_sha256, 'sms_consent_shown_sha256', lead.sms_consent_shown_sha256
) else '{}'::jsonb end || case when lead.evidence_format = 3 then pg_catalog.jsonb_build_object(
  'first_name', lead.first_name, 'last_name', lead.last_name, 'email', lead.email, 'state', lead.state,
  'state_code', lead.state_code, 'source', lead.source, 'estimate', lead.estimate, 'repeat_of', lead.repeat_of,
  'zip_code', lead.zip_code, 'medicaid_denied', lead.medicaid_denied, 'age_range', lead.age_range,
  'income_range', lead.income_range, 'current_insurance', lead.current_insurance,
  'household_size', lead.household_size, 'income_band', lead.income_band, 'coverage_year', lead.coverage_year
) || pg_catalog.jsonb_build_object(
  'utm_source', lead.utm_source, 'utm_medium', lead.utm_medium, 'utm_campaign', lead.utm_campaign,
  'utm_term', lead.utm_term, 'utm_content', lead.utm_content, 'gclid', lead.gclid, 'fbclid', lead.fbclid,
  'msclkid', lead.msclkid, 'referrer', lead.referrer, 'landing_page', lead.landing_page,
  'consent_text', lead.consent_text, 'sms_consent_text', lead.sms_consent_text
) else '{}'::jsonb end)::text;

revoke execute on function private.evidence_of_lead(public.contact_submissions) from public, anon, authenticated, service_role;

-- 13. The lead's place in the chain, its hash over the whole record (evidence_format 3).
create or replace function private.lead_chain(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
declare
  last_one record;
begin
  perform pg_catalog.pg_advisory_xact_lock(7226501, 1);
  select s.chain_seq, s.record_sha256 into last_one
  from public.contact_submissions s where s.chain_seq is not null order by s.chain_seq desc limit 1;
  lead.chain_seq := coalesce(last_one.chain_seq, 0) + 1;
  lead.previous_sha256 := last_one.record_sha256;
  lead.evidence_format := 3;
  lead.record_sha256 := private.sha256_hex(coalesce(lead.previous_sha256, '') || private.evidence_of_lead(lead));
  return lead;
end;
$$;

revoke execute on function private.lead_chain(public.contact_submissions) from public, anon, authenticated, service_role;

-- No column of a stored lead changes, whoever asks (a migration that must rewrite leads switches the trigger off,
-- and the chain shows what it changed).
create or replace function public.contact_submissions_evidence_unchanged()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new is distinct from old then
    raise exception using errcode = '42501', message = 'A stored lead''s consent evidence cannot be changed.', hint = 'consent_evidence.immutable';
  end if;
  return new;
end;
$$;
