-- A new lead names the wordings its page showed that day (issue 38, item 5; compliance N-7). Each call and text
-- wording is shown from the day a stored lead first names it until a newer version of its line (the version without
-- its day: one box, one language, one text program) is first named; a day after that, for a page left open, a new
-- lead naming the older one is refused. The days are the ones leads show, not the days in the versions' names, so a
-- wording is retired when the new pages are live, whenever they are deployed. And every form now shows the text
-- box, so a new lead must name its wording too.

-- content/<code>/browser/consent.ts: each call and text wording's newer versions of its line (the version without its day).
create or replace function private.later_wordings(version text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return case version
  when '2025-01-01' then array['2026-11-24', '2026-11-27', '2026-11-29']
  when '2026-11-24' then array['2026-11-27', '2026-11-29']
  when '2026-11-27' then array['2026-11-29']
  when 'es-2026-11-25' then array['es-2026-11-27', 'es-2026-11-29']
  when 'es-2026-11-27' then array['es-2026-11-29']
  when 'es-sms-2026-11-27' then array['es-sms-2026-11-29']
  else '{}'::text[]
end;

create table private.wordings_seen (
  version text primary key,
  first_seen timestamptz not null default pg_catalog.now()
);

comment on table private.wordings_seen is
  'The first time a stored lead named each call or text wording: when the pages began to show it.';

revoke all on table private.wordings_seen from public, anon, authenticated, service_role;

-- What the leads stored so far show.
insert into private.wordings_seen (version, first_seen)
select version, min(created_at)
from (
  select consent_version as version, created_at from public.contact_submissions
  union all
  select sms_consent_version, created_at from public.contact_submissions
) named
where version is not null
group by version;

-- Whether a newer version of the wording's line was first named more than a day ago.
create function private.wording_retired(named text)
returns boolean
language sql
stable
set search_path = ''
return exists (
  select from private.wordings_seen s
  where s.version = any (private.later_wordings(named))
    and s.first_seen <= pg_catalog.now() - interval '1 day'
);

comment on function private.wording_retired(text) is
  'Whether a newer version of this wording''s line was first named by a stored lead more than a day ago.';

revoke execute on function private.wording_retired(text) from public, anon, authenticated, service_role;

-- Step 1, restated with the same words as step 5 for a version that is missing or malformed: one code, one sentence.
create or replace function private.lead_contact_fields(lead public.contact_submissions)
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
    raise exception using errcode = '23514', message = 'The consent wording on this page is out of date. Please reload the page and send it again, or call us.', hint = 'consent_version.invalid';
  end if;
  return lead;
end;
$$;

-- Step 5: a consent wording the forms have shown, and show now.
create or replace function private.lead_consent_version(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if not (lead.consent_version = any (private.shown_consent_versions())) or private.wording_retired(lead.consent_version) then
    raise exception using errcode = '23514', message = 'The consent wording on this page is out of date. Please reload the page and send it again, or call us.', hint = 'consent_version.invalid';
  end if;
  return lead;
end;
$$;

comment on function private.lead_consent_version(public.contact_submissions) is
  'Insert step 5: the consent version names a wording the forms show, or retired within the day.';

-- Step 6: the text box's wording, now required, shown now as step 5's is; the first lead naming a wording records
-- the day the pages began to show it.
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

  lead.time_zone := nullif(pg_catalog.btrim(lead.time_zone), '');
  if lead.time_zone is not null and not private.is_time_zone_name(lead.time_zone) then
    lead.time_zone := null;
  end if;
  return lead;
end;
$$;

comment on function private.lead_consent_evidence(public.contact_submissions) is
  'Insert step 6: the text-message box (its wording required, shown now), the words both boxes showed and their SHA-256, the time zone.';
