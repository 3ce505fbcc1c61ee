-- A phone number the North American Numbering Plan never assigns reaches nobody: '0000000000' or '(123) 456-7890'
-- was stored as a lead, or as a request to stop, and delivered to the agency. The site's forms refuse them; the
-- database refuses them too, for a request sent to the API directly. A US number (10 digits, or 11 starting with
-- the country code 1) must be NXX-NXX-XXXX, N being 2-9, and its area code not an N11 service code (211, 911...).
-- For a lead, a step of its insert pipeline after the one that trims the number; for an opt-out, a trigger of its own
-- after the opt-out's insert trigger (triggers of one event run in name order). Each refusal carries its table's own
-- code, as every other malformed number does.

create function private.is_assignable_us_phone(phone text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  with digits as (select pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g') as all_digits),
  national as (
    select case when char_length(all_digits) = 11 and all_digits like '1%' then substr(all_digits, 2) else all_digits end
      as number
    from digits
  )
  select number ~ '^[2-9][0-9]{2}[2-9][0-9]{6}$' and substr(number, 2, 2) <> '11' from national
$$;

-- Executable by every role, as private.is_printable_text is: the opt-out's trigger calls it as the inserting role.

comment on function private.is_assignable_us_phone(text) is
  'Whether a 10-digit US number (or 11 with the country code 1) is one the NANP could assign: NXX-NXX-XXXX, no N11 area code.';

-- 1b. The lead's phone number, once step 1 has trimmed and shaped it: a US number (10 digits, or 11 with the
-- country code) the NANP could assign. Longer numbers are not US numbers, and the baseline's rule still takes them.
create function private.lead_phone_assignable(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
declare
  digits constant text := pg_catalog.regexp_replace(lead.phone, '[^0-9]', '', 'g');
begin
  if (char_length(digits) = 10 or (char_length(digits) = 11 and digits like '1%'))
    and not private.is_assignable_us_phone(lead.phone) then
    raise exception using errcode = '23514', message = 'Please enter a valid phone number.', hint = 'phone.invalid';
  end if;
  return lead;
end
$$;

revoke execute on function private.lead_phone_assignable(public.contact_submissions) from public, anon, authenticated, service_role;

comment on function private.lead_phone_assignable(public.contact_submissions) is
  'Insert step 1b: refuses a lead whose US phone number the NANP never assigns (0000000000), with the lead''s phone code.';

create or replace function public.contact_submissions_before_insert()
returns trigger
language plpgsql
-- Step 10 counts earlier rows, which anon may not read: the pipeline runs as the table's owner.
security definer
set search_path = ''
as $$
begin
  new := private.lead_contact_fields(new);     -- 1. names, email, phone, state, the consent box, page, version
  new := private.lead_phone_assignable(new);   -- 1b. a US phone number the NANP could assign
  new := private.lead_request_evidence(new);   -- 2. user agent and client address from the request headers
  new := private.lead_chat_answers(new);       -- 3. ZIP code and answers: a chat lead's alone
  new := private.lead_visible_text(new);       -- 4. no invisible characters; names need a letter
  new := private.lead_consent_version(new);    -- 5. a consent wording the forms have shown
  new := private.lead_consent_evidence(new);   -- 6. the text box, both boxes' words and hashes, the time zone
  new := private.lead_estimate(new);           -- 7. the estimate: at most 600 printable characters
  new := private.lead_estimate_shape(new);     -- 8. the estimate: the calculator's shape
  new := private.lead_honeypot(new);           -- 9. the hidden field: refused when filled (HTTP 403)
  new.repeat_of := private.lead_repeat_of(new); -- 10. a 4th lead within the hour: stored, marked as a repeat
  new := private.lead_origin(new);             -- 11. which form and language, and the campaign
  new.state_code := private.state_code(new.state); -- 12. the USPS code of the state named, or null
  return new;
end;
$$;

create function private.opt_out_phone_assignable()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.phone is not null and not private.is_assignable_us_phone(new.phone) then
    raise exception using errcode = '23514', message = 'Please enter a valid US phone number.', hint = 'opt_out.phone_invalid';
  end if;
  return new;
end
$$;

revoke execute on function private.opt_out_phone_assignable() from public, anon, authenticated, service_role;

comment on function private.opt_out_phone_assignable() is
  'Refuses an opt-out whose phone number the NANP never assigns, with the opt-out''s phone code.';

create trigger contact_opt_outs_before_insert_phone
  before insert on public.contact_opt_outs
  for each row execute function private.opt_out_phone_assignable();
