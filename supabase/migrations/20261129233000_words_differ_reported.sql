-- The agency hears of a page whose consent words the database refuses (insert step 6, consent.words_differ). That
-- refusal means a deployment error, not a visitor's: the database fills another legal name into the words than the
-- build showed, and it refuses every lead until app.agency_legal_name is set right. The refused insert leaves nothing
-- behind, so the page that was refused reports it with one more call, and the agency is told like a failed delivery
-- (by server/'s sweep or the Edge Function's, to email and the chat webhook).
--
-- The report proves itself: wordings the forms show now, a page that carries a form, and hashes that differ from the
-- database's own for those wordings. It is kept once a day per pair of wordings, so whoever calls it can cause at
-- most one alert a day for each pair in force.

create table private.words_differ_reports (
  day date not null,
  consent_version text not null,
  sms_consent_version text not null,
  page text not null,
  -- The legal name the database filled in, which the alert names.
  legal_name text not null,
  created_at timestamptz not null default pg_catalog.now(),
  reported_at timestamptz,
  primary key (day, consent_version, sms_consent_version)
);

comment on table private.words_differ_reports is
  'Pages refused because the SHA-256 of the consent words they showed is not the database''s (consent.words_differ): one a day per pair of wordings, until told to the agency.';

revoke all on table private.words_differ_reports from public, anon, authenticated, service_role;

create function public.report_consent_words_differ(
  consent_version text,
  sms_consent_version text,
  consent_shown_sha256 text,
  sms_consent_shown_sha256 text,
  page text
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if consent_version = any (private.shown_consent_versions())
    and sms_consent_version = any (private.shown_sms_consent_versions())
    and page = any (private.form_pages())
    and (pg_catalog.lower(consent_shown_sha256) is distinct from private.sha256_hex(private.consent_shown(consent_version))
      or pg_catalog.lower(sms_consent_shown_sha256) is distinct from private.sha256_hex(private.consent_shown(sms_consent_version)))
  then
    insert into private.words_differ_reports (day, consent_version, sms_consent_version, page, legal_name)
    values ((pg_catalog.now() at time zone 'UTC')::date, consent_version, sms_consent_version, page,
      private.agency_legal_name())
    on conflict do nothing;
    return found;
  end if;
  return false;
end;
$$;

comment on function public.report_consent_words_differ(text, text, text, text, text) is
  'A page refused with consent.words_differ reports it: kept (once a day per pair of wordings) when the wordings are shown now, the page has a form and the hashes really differ from the database''s. True when this call kept it.';

revoke execute on function public.report_consent_words_differ(text, text, text, text, text) from public;
grant execute on function public.report_consent_words_differ(text, text, text, text, text) to anon, authenticated, service_role;

-- The reports not yet told, for the deliverer's alert sweep, marked told as they are claimed.
create function public.claim_words_differ_reports()
returns jsonb
language sql
security definer
set search_path = ''
as $$
  with due as (
    select r.day, r.consent_version, r.sms_consent_version
    from private.words_differ_reports r
    where r.reported_at is null
    order by r.created_at
    limit 50
    for update skip locked
  ),
  reported as (
    update private.words_differ_reports r
    set reported_at = pg_catalog.now()
    from due
    where (r.day, r.consent_version, r.sms_consent_version) = (due.day, due.consent_version, due.sms_consent_version)
    returning r.*
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'consent_version', r.consent_version, 'sms_consent_version', r.sms_consent_version, 'page', r.page,
    'legal_name', r.legal_name, 'created_at', r.created_at
  ) order by r.created_at), '[]'::jsonb)
  from reported r;
$$;

comment on function public.claim_words_differ_reports() is
  'The consent.words_differ reports not yet told to the agency, marked told: for the lead deliverer''s alert sweep.';

revoke execute on function public.claim_words_differ_reports() from public;
grant execute on function public.claim_words_differ_reports() to service_role;
