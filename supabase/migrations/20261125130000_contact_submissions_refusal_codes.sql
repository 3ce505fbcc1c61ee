-- Every refusal of a lead says why as a code, in the error's `hint` ('first_name.missing', 'repeat.too_many'...),
-- beside the English sentence in `message`. The site words the code in the page's language (content/
-- backendRefusals.ts) and never shows the backend's sentence to a visitor, so a Spanish page refuses in Spanish.
-- PostgREST (and server/) pass `hint` through to supabase-js unchanged.
--
-- The codes:
--   first_name | last_name | email | phone | state  .missing, .invalid
--   consent.missing            the consent box was not ticked
--   page.invalid, consent_version.invalid, source.invalid, language.invalid
--                              what the site's code sends was missing or malformed (not the visitor's doing)
--   estimate.too_long, estimate.unprintable, estimate.shape
--                              the savings estimate sent with the estimator's callback form
--   honeypot.filled            the hidden field was filled in (403)
--   repeat.too_many            the repeat guard: the same email or phone 3 times within an hour (429)
--   request.many_rows          several leads in one statement (400)
-- server/'s own per-address limit answers 429 with the hint 'rate_limited' and the wait, in seconds, in `details`.
--
-- Each function below is the latest version of its own (the migration named beside it), replaced whole, with the
-- same checks and the same messages; only the hints are new, and contact_submissions_before_insert also accepts
-- the Spanish pages' paths (/es, /es/<slug>), as the page_format check constraint now does.

-- From 20261123110000_contact_submissions_printable_text.
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
begin
  new.first_name := private.trim_spaces(new.first_name);
  new.last_name := private.trim_spaces(new.last_name);
  new.email := private.trim_spaces(new.email);
  new.phone := private.trim_spaces(new.phone);
  new.state := private.trim_spaces(new.state);

  if coalesce(new.first_name, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your first name.', hint = 'first_name.missing';
  elsif char_length(new.first_name) > 100 or not private.is_printable_text(new.first_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).', hint = 'first_name.invalid';
  end if;

  if coalesce(new.last_name, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your last name.', hint = 'last_name.missing';
  elsif char_length(new.last_name) > 100 or not private.is_printable_text(new.last_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).', hint = 'last_name.invalid';
  end if;

  if coalesce(new.email, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your email address.', hint = 'email.missing';
  elsif char_length(new.email) > 254 or not private.is_printable_text(new.email) or new.email ~ spaces
    or new.email !~ '^[^@\s\u0001-\u001f\u007f-\u009f]+@[^@\s\u0001-\u001f\u007f-\u009f]+\.[^@\s\u0001-\u001f\u007f-\u009f]+$' then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'email.invalid';
  end if;

  if coalesce(new.phone, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your phone number.', hint = 'phone.missing';
  elsif char_length(new.phone) > 30 or new.phone !~ '^[0-9 ()+.-]+$'
    or char_length(regexp_replace(new.phone, '[^0-9]', '', 'g')) not between 10 and 15 then
    raise exception using errcode = '23514', message = 'Please enter a valid phone number.', hint = 'phone.invalid';
  end if;

  if coalesce(new.state, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your state.', hint = 'state.missing';
  elsif char_length(new.state) not between 2 and 50 or new.state !~ '^[A-Za-z][A-Za-z .''-]*$' then
    raise exception using errcode = '23514', message = 'Please enter a valid state.', hint = 'state.invalid';
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

-- From 20261124090000_contact_submissions_visible_text.
create or replace function public.contact_submissions_check_text()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_visible_name(new.first_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).', hint = 'first_name.invalid';
  elsif not private.has_letter(new.first_name) then
    raise exception using errcode = '23514', message = 'Please enter your first name.', hint = 'first_name.missing';
  end if;

  if not private.is_visible_name(new.last_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).', hint = 'last_name.invalid';
  elsif not private.has_letter(new.last_name) then
    raise exception using errcode = '23514', message = 'Please enter your last name.', hint = 'last_name.missing';
  end if;

  if not private.is_visible_text(new.email) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'email.invalid';
  end if;

  -- Optional (null for the forms other than the estimator's): a null passes.
  if not private.is_visible_text(new.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form holds characters it cannot store. Please send the form again from the savings calculator, or call us.', hint = 'estimate.unprintable';
  end if;

  new.user_agent := nullif(private.drop_invisible(new.user_agent), '');
  return new;
end;
$$;

-- From 20261123130000_contact_submissions_estimate.
create or replace function public.contact_submissions_estimate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.estimate := nullif(private.trim_spaces(new.estimate), '');
  if char_length(new.estimate) > 600 then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form is too long (up to 600 characters). Please send the form again from the savings calculator, or call us.', hint = 'estimate.too_long';
  elsif not private.is_printable_text(new.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form holds characters it cannot store. Please send the form again from the savings calculator, or call us.', hint = 'estimate.unprintable';
  end if;
  return new;
end;
$$;

-- From 20261124110000_contact_submissions_estimate_shape.
create or replace function public.contact_submissions_estimate_shape()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.estimate := private.collapse_spaces(new.estimate);
  if not private.is_estimate_line(new.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form is not one the savings calculator writes. Please send the form again from the savings calculator, or call us.', hint = 'estimate.shape';
  end if;
  return new;
end;
$$;

-- From 20261124100000_contact_submissions_email_repeats.
create or replace function public.contact_submissions_guard()
returns trigger
language plpgsql
-- Counting earlier rows needs to read the table, which anon may not: the function runs as the table's owner.
security definer
set search_path = ''
as $$
declare
  per_hour constant integer := 3;
  mailbox constant text := private.email_key(new.email);
  phone_key constant text := right(regexp_replace(new.phone, '[^0-9]', '', 'g'), 10);
begin
  if coalesce(new.website, '') <> '' then
    raise sqlstate 'PT403' using
      message = 'This form could not be sent because a hidden field was filled in (some browsers do this automatically). Please call or text us instead.', hint = 'honeypot.filled';
  end if;
  new.website := null;

  -- A retried request for a lead that is already stored is the primary key's business (409, which the site
  -- counts as stored), not a repeat.
  if exists (select from public.contact_submissions where id = new.id) then
    return new;
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
    raise sqlstate 'PT429' using
      message = 'We already have your request: this email or phone number was sent to us several times in the last hour. A licensed agent will contact you soon; for faster help, please call us.', hint = 'repeat.too_many';
  end if;
  return new;
end;
$$;

-- From 20261123110000_contact_submissions_printable_text.
create or replace function public.contact_submissions_one_per_statement()
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

-- From 20261125100000_contact_submissions_origin.
create or replace function public.contact_submissions_origin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.source := nullif(private.trim_spaces(new.source), '');
  if new.source is not null and new.source not in ('home_callback', 'sep', 'content_page', 'estimator') then
    raise exception using errcode = '23514',
      message = 'The form did not say which form it is. Please reload the page and send it again, or call us.', hint = 'source.invalid';
  end if;
  new.language := nullif(private.trim_spaces(new.language), '');
  if new.language is not null and new.language not in ('en', 'es') then
    raise exception using errcode = '23514',
      message = 'The form did not say which language its page is in. Please reload the page and send it again, or call us.', hint = 'language.invalid';
  end if;

  new.utm_source := nullif(private.trim_spaces(new.utm_source), '');
  new.utm_source := private.kept_if(new.utm_source, private.is_campaign_text(new.utm_source));
  new.utm_medium := nullif(private.trim_spaces(new.utm_medium), '');
  new.utm_medium := private.kept_if(new.utm_medium, private.is_campaign_text(new.utm_medium));
  new.utm_campaign := nullif(private.trim_spaces(new.utm_campaign), '');
  new.utm_campaign := private.kept_if(new.utm_campaign, private.is_campaign_text(new.utm_campaign));
  new.utm_term := nullif(private.trim_spaces(new.utm_term), '');
  new.utm_term := private.kept_if(new.utm_term, private.is_campaign_text(new.utm_term));
  new.utm_content := nullif(private.trim_spaces(new.utm_content), '');
  new.utm_content := private.kept_if(new.utm_content, private.is_campaign_text(new.utm_content));
  new.gclid := private.kept_if(private.trim_spaces(new.gclid), private.is_click_id(private.trim_spaces(new.gclid)));
  new.fbclid := private.kept_if(private.trim_spaces(new.fbclid), private.is_click_id(private.trim_spaces(new.fbclid)));
  new.msclkid := private.kept_if(private.trim_spaces(new.msclkid), private.is_click_id(private.trim_spaces(new.msclkid)));
  new.referrer := private.kept_if(private.trim_spaces(new.referrer), private.is_referrer(private.trim_spaces(new.referrer)));
  new.landing_page := private.kept_if(private.trim_spaces(new.landing_page), private.is_landing_page(private.trim_spaces(new.landing_page)));
  return new;
end;
$$;

alter table public.contact_submissions drop constraint contact_submissions_page_format;
alter table public.contact_submissions
  add constraint contact_submissions_page_format
    check (char_length(page) <= 100 and page ~ '^/(es(/[a-z0-9-]+)?|[a-z0-9-]*)$') not valid;
