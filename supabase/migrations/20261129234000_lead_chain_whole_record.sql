-- The leads' hash chain covers the whole record a lead keeps. private.evidence_of_lead() was written before a lead kept
-- the page's record of itself (submit_label, build_id, privacy_version, terms_version, gpc) and the page's own hashes
-- of the consent words it showed (consent_shown_sha256, sms_consent_shown_sha256). A trigger keeps those columns from
-- changing, but the database's owner can turn a trigger off; the chain is what shows a change made anyway.
--
-- A lead's hash cannot change once stored, so each lead says which columns its hash covers: evidence_format is null
-- for a lead stored before this migration (its consent evidence, as before) and 2 from now on (that, and the columns
-- above, and the format itself). `npm run leads -- --verify` recomputes both kinds.

alter table public.contact_submissions add column evidence_format smallint;

alter table public.contact_submissions add constraint contact_submissions_evidence_format
  check (evidence_format is null or evidence_format = 2);

comment on column public.contact_submissions.evidence_format is
  'Which columns record_sha256 covers (private.evidence_of_lead()): null, the consent evidence (a lead stored before this column); 2, also the page''s record of itself and its hashes of the words it showed. Set on insert.';

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
) || case when lead.evidence_format = 2 then pg_catalog.jsonb_build_object(
  'evidence_format', lead.evidence_format, 'submit_label', lead.submit_label, 'build_id', lead.build_id,
  'privacy_version', lead.privacy_version, 'terms_version', lead.terms_version, 'gpc', lead.gpc,
  'consent_shown_sha256', lead.consent_shown_sha256, 'sms_consent_shown_sha256', lead.sms_consent_shown_sha256
) else '{}'::jsonb end)::text;

revoke execute on function private.evidence_of_lead(public.contact_submissions) from public, anon, authenticated, service_role;

-- 13. The lead's place in the chain, its hash over the whole record (evidence_format 2).
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
  lead.evidence_format := 2;
  lead.record_sha256 := private.sha256_hex(coalesce(lead.previous_sha256, '') || private.evidence_of_lead(lead));
  return lead;
end;
$$;

revoke execute on function private.lead_chain(public.contact_submissions) from public, anon, authenticated, service_role;

-- The format joins the evidence no role may change.
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
      new.consent_shown_sha256, new.sms_consent_shown_sha256, new.evidence_format)
     is distinct from
     (old.id, old.created_at, old.phone, old.page, old.user_agent, old.client_ip, old.language, old.time_zone,
      old.agreed_to_contact, old.consent_version, old.consent_text, old.consent_sha256,
      old.sms_consent, old.sms_consent_version, old.sms_consent_text, old.sms_consent_sha256,
      old.submit_label, old.build_id, old.privacy_version, old.terms_version, old.gpc,
      old.consent_shown_sha256, old.sms_consent_shown_sha256, old.evidence_format) then
    raise exception using errcode = '42501', message = 'A stored lead''s consent evidence cannot be changed.', hint = 'consent_evidence.immutable';
  end if;
  return new;
end;
$$;
