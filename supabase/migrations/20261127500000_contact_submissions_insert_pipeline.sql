-- One insert pipeline for contact_submissions, its order written down.
--
-- Until now the table had ten BEFORE INSERT triggers, added one per rule over several migrations, and PostgreSQL
-- fires the triggers of one event in the alphabetical order of their names: the order every refusal depends on
-- (which code a lead with two bad fields gets, whether a repeat is judged by every rule first) was spelled only
-- by trigger names, and a new trigger's name decided where it ran. Now one trigger,
-- contact_submissions_before_insert, calls one function that runs named steps in the order listed in it, the
-- same order the names gave. Each step is the body of the trigger it replaces, unchanged but for taking the row
-- as `lead` and returning it, so every stored row and every refusal (message, code, HTTP status) stays as it was.
--
-- The steps live in private and only the owner may call them (execute revoked from every API role, as the
-- trigger functions were); the pipeline runs as the table's owner (security definer, empty search_path) because
-- the repeat step counts earlier rows and inserts a trial row, which anon may neither read nor write. Before,
-- only that step ran as the owner; the other steps compute on the row alone (no table but private.state_names,
-- which private.state_code already reads as its owner; no SQL built from input), so running them as the owner
-- gives a visitor nothing. anon's own statement still meets its grants, the insert policy and the constraints.
--
-- The languages a lead may name are one list, private.site_languages(), which tests/db holds equal to
-- content/locales.ts, so adding a language to the site fails a test until a migration widens this list (and the
-- language check constraints of contact_submissions and contact_opt_outs).
--
-- Triggers that stay separate: the BEFORE UPDATE contact_submissions_evidence_unchanged, and the AFTER triggers
-- contact_submissions_notify (the outbox) and contact_submissions_one_per_statement, which see the stored row or
-- the whole statement and so cannot be steps of a BEFORE INSERT row trigger.

create function private.site_languages()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['en', 'es'];

comment on function private.site_languages() is
  'The languages of the site''s pages (content/locales.ts): the language a lead may name.';

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

  if lead.age_range not in ('age18to25', 'age26to35', 'age36to45', 'age46to55', 'age56to64', 'age65plus')
    or lead.income_range not in ('under30k', 'from30kTo50k', 'from50kTo75k', 'from75kTo100k', 'over100k')
    or lead.current_insurance not in ('none', 'employer', 'individual', 'medicaidOrMedicare', 'other') then
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

drop trigger contact_submissions_before_insert on public.contact_submissions;
drop trigger contact_submissions_chat on public.contact_submissions;
drop trigger contact_submissions_check_text on public.contact_submissions;
drop trigger contact_submissions_consent_shown on public.contact_submissions;
drop trigger contact_submissions_consent_text on public.contact_submissions;
drop trigger contact_submissions_estimate on public.contact_submissions;
drop trigger contact_submissions_estimate_shape on public.contact_submissions;
drop trigger contact_submissions_guard on public.contact_submissions;
drop trigger contact_submissions_origin on public.contact_submissions;
drop trigger contact_submissions_state_code on public.contact_submissions;

drop function public.contact_submissions_chat();
drop function public.contact_submissions_check_text();
drop function public.contact_submissions_consent_shown();
drop function public.contact_submissions_consent_text();
drop function public.contact_submissions_estimate();
drop function public.contact_submissions_estimate_shape();
drop function public.contact_submissions_guard();
drop function public.contact_submissions_origin();
drop function public.contact_submissions_state_code();

-- The pipeline. The order is the one the trigger names gave, and refusals depend on it: the first step that
-- refuses a lead names the code the visitor reads, and a repeat (step 10) has met steps 1-9 before it is counted
-- and steps 11-12 in its trial insert.
create or replace function public.contact_submissions_before_insert()
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

-- The English wordings moved to content/en/consent.ts: the catalog's notes on the two version lists say where they are.
comment on function private.shown_consent_versions() is
  'Every consent wording the forms have shown (content/en/consent.ts, content/es/consent.ts): the versions a lead may name.';
comment on function private.shown_sms_consent_versions() is
  'Every wording of the text-message box the forms have shown (content/en/consent.ts, content/es/consent.ts).';
