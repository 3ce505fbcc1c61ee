-- Leads from the qualification chat (issue 20 item 2): 'Have an agent call me' stores a callback lead with
-- source = 'chat'. The chat asks for a first name, a phone number and a ZIP code, never a last name, an email
-- address or a state, and it sends the visitor's answers with the lead so the agent who calls back starts from them.
--
-- New columns, the chat's alone (null on every other lead):
--   zip_code           the ZIP code the visitor typed: 5 digits, required on a chat lead.
--   medicaid_denied    whether the visitor said Medicaid denied them (then the chat skips the insurance question).
--   age_range          age18to25, age26to35, age36to45, age46to55, age56to64 or age65plus.
--   income_range       under30k, from30kTo50k, from50kTo75k, from75kTo100k or over100k (yearly household income).
--   current_insurance  none, employer, individual, medicaidOrMedicare or other; null when Medicaid was denied.
-- The codes are the chat's own (machines/chatScript.ts); staff tools word them.
--
-- What a chat lead may leave out, and how every other form keeps its rules:
--   * last_name, email and state lose their NOT NULL, since a chat lead has no last name or email, and its state is
--     the one the browser derives from the ZIP code's first three digits (content/zipPrefixes.ts), or null when
--     the prefix names none. The check constraint contact_submissions_contact_fields puts the rule back for every
--     lead whose source is not 'chat', source null included (coalesce): such a lead has all three, as before. A
--     chat lead has a zip_code instead.
--   * contact_submissions_before_insert (replaced whole; its latest version is in 20261125130000) skips the
--     three only for a chat lead that leaves them out: blank is stored as null, and a value the chat does send is
--     checked exactly as a form's is. For every other lead nothing changes: the same checks, the same messages, the
--     same codes in the hint. The other checks of each column (length, format, printable, visible text) are
--     check constraints and trigger checks that let a null pass, so they hold, unchanged, for every value stored.
--   * contact_submissions_check_text (visible text) lets a null pass, and the repeat guard
--     (contact_submissions_guard) counts by email address and by phone number: a null email address counts nothing
--     and locks nothing, the phone number is counted as before, so a chat lead's number is stored at most 3 times
--     an hour. Neither is replaced.
--
-- The checks of the new columns run in a trigger of their own, contact_submissions_chat, which fires right after
-- contact_submissions_before_insert (triggers of one event fire in name order) and before the repeat guard, so a
-- visitor hears about a mistyped ZIP code as about any other field:
--   * a chat lead (source 'chat' after trimming, as contact_submissions_origin stores it) needs zip_code, exactly
--     5 digits after trimming; refused with a sentence a visitor can read and the code zip_code.missing or
--     zip_code.invalid in the hint (20261125130000 says why hints carry codes);
--   * each answer is one of its codes or null, else the lead is refused with chat_answers.invalid: the chat's
--     code sets them, so a wrong one is the site's fault and must show up in its tests;
--   * on any other lead the five columns are stored as null, whatever the browser sent.
-- contact_submissions_origin (replaced whole, latest version from 20261125130000) accepts 'chat' as a source.
-- Check constraints repeat every rule for writers that skip triggers, added `not valid` like the others: they judge
-- new rows and leave the rows stored before this migration as they are.
--
-- Who may do what: anon may insert the five columns (a column grant, like every column the browser sends) and never
-- read them; service_role reads them with the rest of the row (its table-wide select grant).

alter table public.contact_submissions
  add column zip_code text,
  add column medicaid_denied boolean,
  add column age_range text,
  add column income_range text,
  add column current_insurance text;

comment on column public.contact_submissions.zip_code is 'The ZIP code a chat lead typed (5 digits); null for the forms.';
comment on column public.contact_submissions.medicaid_denied is 'Whether a chat lead said Medicaid denied them; null for the forms.';
comment on column public.contact_submissions.age_range is 'A chat lead''s age range code (age18to25 ... age65plus); null for the forms.';
comment on column public.contact_submissions.income_range is 'A chat lead''s yearly household income code (under30k ... over100k); null for the forms.';
comment on column public.contact_submissions.current_insurance is
  'A chat lead''s current insurance code (none, employer, individual, medicaidOrMedicare, other); null when Medicaid was denied, and for the forms.';
comment on column public.contact_submissions.source is 'Which form sent the lead: home_callback, sep, content_page, estimator or chat.';

alter table public.contact_submissions
  alter column last_name drop not null,
  alter column email drop not null,
  alter column state drop not null;

-- From 20261125130000_contact_submissions_refusal_codes, whole; only the chat's exception is new.
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
  -- The qualification chat's callback asks for no last name, email address or state.
  chat constant boolean := coalesce(private.trim_spaces(new.source) = 'chat', false);
begin
  new.first_name := private.trim_spaces(new.first_name);
  new.last_name := private.trim_spaces(new.last_name);
  new.email := private.trim_spaces(new.email);
  new.phone := private.trim_spaces(new.phone);
  new.state := private.trim_spaces(new.state);

  -- On a chat lead, left out or blank is null; a value it does send is checked below as a form's is.
  if chat then
    new.last_name := nullif(new.last_name, '');
    new.email := nullif(new.email, '');
    new.state := nullif(new.state, '');
  end if;

  if coalesce(new.first_name, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your first name.', hint = 'first_name.missing';
  elsif char_length(new.first_name) > 100 or not private.is_printable_text(new.first_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).', hint = 'first_name.invalid';
  end if;

  if not (chat and new.last_name is null) then
    if coalesce(new.last_name, '') = '' then
      raise exception using errcode = '23514', message = 'Please enter your last name.', hint = 'last_name.missing';
    elsif char_length(new.last_name) > 100 or not private.is_printable_text(new.last_name) then
      raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).', hint = 'last_name.invalid';
    end if;
  end if;

  if not (chat and new.email is null) then
    if coalesce(new.email, '') = '' then
      raise exception using errcode = '23514', message = 'Please enter your email address.', hint = 'email.missing';
    elsif char_length(new.email) > 254 or not private.is_printable_text(new.email) or new.email ~ spaces
      or new.email !~ '^[^@\s\u0001-\u001f\u007f-\u009f]+@[^@\s\u0001-\u001f\u007f-\u009f]+\.[^@\s\u0001-\u001f\u007f-\u009f]+$' then
      raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'email.invalid';
    end if;
  end if;

  if coalesce(new.phone, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your phone number.', hint = 'phone.missing';
  elsif char_length(new.phone) > 30 or new.phone !~ '^[0-9 ()+.-]+$'
    or char_length(regexp_replace(new.phone, '[^0-9]', '', 'g')) not between 10 and 15 then
    raise exception using errcode = '23514', message = 'Please enter a valid phone number.', hint = 'phone.invalid';
  end if;

  if not (chat and new.state is null) then
    if coalesce(new.state, '') = '' then
      raise exception using errcode = '23514', message = 'Please enter your state.', hint = 'state.missing';
    elsif char_length(new.state) not between 2 and 50 or new.state !~ '^[A-Za-z][A-Za-z .''-]*$' then
      raise exception using errcode = '23514', message = 'Please enter a valid state.', hint = 'state.invalid';
    end if;
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

-- From 20261125130000_contact_submissions_refusal_codes, whole; only 'chat' is new.
create or replace function public.contact_submissions_origin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.source := nullif(private.trim_spaces(new.source), '');
  if new.source is not null and new.source not in ('home_callback', 'sep', 'content_page', 'estimator', 'chat') then
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

create function public.contact_submissions_chat()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- contact_submissions_origin, which stores source trimmed, fires later: trim here the same way.
  if not coalesce(private.trim_spaces(new.source) = 'chat', false) then
    -- The answers are the chat's alone.
    new.zip_code := null;
    new.medicaid_denied := null;
    new.age_range := null;
    new.income_range := null;
    new.current_insurance := null;
    return new;
  end if;

  new.zip_code := nullif(private.trim_spaces(new.zip_code), '');
  if new.zip_code is null then
    raise exception using errcode = '23514', message = 'Please enter your ZIP code.', hint = 'zip_code.missing';
  elsif new.zip_code !~ '^[0-9]{5}$' then
    raise exception using errcode = '23514', message = 'Please enter a valid 5-digit ZIP code.', hint = 'zip_code.invalid';
  end if;

  if new.age_range not in ('age18to25', 'age26to35', 'age36to45', 'age46to55', 'age56to64', 'age65plus')
    or new.income_range not in ('under30k', 'from30kTo50k', 'from50kTo75k', 'from75kTo100k', 'over100k')
    or new.current_insurance not in ('none', 'employer', 'individual', 'medicaidOrMedicare', 'other') then
    raise exception using errcode = '23514',
      message = 'The chat did not send its answers as it should. Please reload the page and try again, or call us.', hint = 'chat_answers.invalid';
  end if;
  return new;
end;
$$;

create trigger contact_submissions_chat
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_chat();

revoke execute on function public.contact_submissions_chat() from public, anon, authenticated, service_role;

alter table public.contact_submissions drop constraint contact_submissions_source_code;
alter table public.contact_submissions
  add constraint contact_submissions_source_code
    check (source in ('home_callback', 'sep', 'content_page', 'estimator', 'chat')) not valid,
  -- Every lead but a chat lead has a last name, an email address and a state, as before; a chat lead has a ZIP code.
  add constraint contact_submissions_contact_fields
    check (case when coalesce(source, '') = 'chat' then zip_code is not null
                else last_name is not null and email is not null and state is not null end) not valid,
  add constraint contact_submissions_chat_only
    check (coalesce(source, '') = 'chat'
      or num_nonnulls(zip_code, medicaid_denied, age_range, income_range, current_insurance) = 0) not valid,
  add constraint contact_submissions_zip_code_format check (zip_code ~ '^[0-9]{5}$') not valid,
  add constraint contact_submissions_chat_answers
    check (age_range in ('age18to25', 'age26to35', 'age36to45', 'age46to55', 'age56to64', 'age65plus')
      and income_range in ('under30k', 'from30kTo50k', 'from50kTo75k', 'from75kTo100k', 'over100k')
      and current_insurance in ('none', 'employer', 'individual', 'medicaidOrMedicare', 'other')) not valid;

grant insert (zip_code, medicaid_denied, age_range, income_range, current_insurance)
  on table public.contact_submissions to anon;
