-- contact_submissions: the leads sent by the site's contact forms (home 'Request a Callback', /sep and the
-- content pages), with the consent evidence the agency needs before it calls or texts anyone.
--
-- Who may do what:
--   anon (the public key in the browser): insert a row, nothing else; it cannot read a lead back, not even its own.
--   service_role (`npm run leads`, agency staff only): read; it bypasses row-level security.
--   authenticated: nothing; the site has no accounts.
--
-- A before-insert trigger validates each row with sentences a visitor can read (the /sep and content-page
-- forms show the backend message in their toast) and records the user agent and client address from the
-- request headers PostgREST exposes as `request.headers`. The named check constraints repeat the rules as a
-- backstop for any other writer.
--
-- Runs unchanged on hosted Supabase and on the local server/ (which creates the anon, authenticated and
-- service_role roles first, as Supabase has them).

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  state text not null,
  agreed_to_contact boolean not null,
  page text not null,
  consent_version text not null,
  user_agent text,
  client_ip text,

  constraint contact_submissions_first_name_length check (char_length(btrim(first_name)) between 1 and 100),
  constraint contact_submissions_first_name_printable
    check (first_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'),
  constraint contact_submissions_last_name_length check (char_length(btrim(last_name)) between 1 and 100),
  constraint contact_submissions_last_name_printable
    check (last_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'),
  constraint contact_submissions_email_length check (char_length(email) <= 254),
  constraint contact_submissions_email_format
    check (email ~ '^[^@\s\u0001-\u001f\u007f-\u009f]+@[^@\s\u0001-\u001f\u007f-\u009f]+\.[^@\s\u0001-\u001f\u007f-\u009f]+$'),
  constraint contact_submissions_phone_format
    check (char_length(phone) <= 30 and phone ~ '^[0-9 ()+.-]+$'),
  constraint contact_submissions_phone_digits
    check (char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 10 and 15),
  constraint contact_submissions_state_format
    check (char_length(btrim(state)) between 2 and 50 and btrim(state) ~ '^[A-Za-z][A-Za-z .''-]*$'),
  -- The agency may not call or text anyone who did not agree to it.
  constraint contact_submissions_agreed_to_contact check (agreed_to_contact),
  constraint contact_submissions_page_format check (char_length(page) <= 100 and page ~ '^/[a-z0-9-]*$'),
  constraint contact_submissions_consent_version_format check (consent_version ~ '^[A-Za-z0-9._-]{1,40}$'),
  constraint contact_submissions_user_agent_length check (char_length(user_agent) <= 500),
  constraint contact_submissions_client_ip_length check (char_length(client_ip) <= 100)
);

comment on table public.contact_submissions is
  'Leads from the site''s contact forms. Visitors (anon) may only insert; staff read with the service role.';
comment on column public.contact_submissions.page is 'The path of the page the form was on.';
comment on column public.contact_submissions.consent_version is 'Version of the consent wording the visitor agreed to.';
comment on column public.contact_submissions.user_agent is 'Set by the insert trigger from the request headers.';
comment on column public.contact_submissions.client_ip is 'Set by the insert trigger from the request headers.';

-- Staff read the newest leads first.
create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

create function public.contact_submissions_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  unprintable constant text := '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
  -- Spaces, tabs and line breaks around a value (a pasted name often ends with one) are dropped, not refused.
  blank constant text := e' \t\r\n';
  headers json := nullif(current_setting('request.headers', true), '')::json;
begin
  new.first_name := btrim(new.first_name, blank);
  new.last_name := btrim(new.last_name, blank);
  new.email := btrim(new.email, blank);
  new.phone := btrim(new.phone, blank);
  new.state := btrim(new.state, blank);

  if coalesce(new.first_name, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your first name.';
  elsif char_length(new.first_name) > 100 or new.first_name ~ unprintable then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).';
  end if;

  if coalesce(new.last_name, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your last name.';
  elsif char_length(new.last_name) > 100 or new.last_name ~ unprintable then
    raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).';
  end if;

  if coalesce(new.email, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your email address.';
  elsif char_length(new.email) > 254
    or new.email !~ '^[^@\s\u0001-\u001f\u007f-\u009f]+@[^@\s\u0001-\u001f\u007f-\u009f]+\.[^@\s\u0001-\u001f\u007f-\u009f]+$' then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.';
  end if;

  if coalesce(new.phone, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your phone number.';
  elsif char_length(new.phone) > 30 or new.phone !~ '^[0-9 ()+.-]+$'
    or char_length(regexp_replace(new.phone, '[^0-9]', '', 'g')) not between 10 and 15 then
    raise exception using errcode = '23514', message = 'Please enter a valid phone number.';
  end if;

  if coalesce(new.state, '') = '' then
    raise exception using errcode = '23514', message = 'Please enter your state.';
  elsif char_length(new.state) not between 2 and 50 or new.state !~ '^[A-Za-z][A-Za-z .''-]*$' then
    raise exception using errcode = '23514', message = 'Please enter a valid state.';
  end if;

  if new.agreed_to_contact is distinct from true then
    raise exception using errcode = '23514', message = 'Please agree to be contacted so we can reach you.';
  end if;

  -- The page and the consent version come from the site's code, not from what the visitor typed.
  if new.page is null or char_length(new.page) > 100 or new.page !~ '^/[a-z0-9-]*$' then
    raise exception using errcode = '23514', message = 'The form did not say which page it was sent from.';
  end if;
  if new.consent_version is null or new.consent_version !~ '^[A-Za-z0-9._-]{1,40}$' then
    raise exception using errcode = '23514', message = 'The form did not say which consent wording was shown.';
  end if;

  -- Consent evidence comes only from the request, never from the row the client sent.
  new.user_agent := left(headers ->> 'user-agent', 500);
  new.client_ip := left(nullif(btrim(split_part(coalesce(headers ->> 'x-forwarded-for', headers ->> 'x-real-ip'), ',', 1)), ''), 100);
  return new;
end;
$$;

create trigger contact_submissions_before_insert
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_before_insert();

-- Only the trigger runs it (execute is checked when a trigger is created, not when it fires); the API roles
-- have no business calling it.
revoke execute on function public.contact_submissions_before_insert() from public, anon, authenticated, service_role;

alter table public.contact_submissions enable row level security;

-- Anonymous visitors send their own contact details; whether a row is acceptable is decided by the trigger
-- and the check constraints above, so the policy itself admits every row.
create policy "Visitors can send a contact submission"
  on public.contact_submissions for insert to anon
  with check (true);

-- No select, update or delete policy for anon or authenticated: a lead, once sent, is readable only by the
-- agency (service_role bypasses row-level security) and nobody can change it through the API.

-- Older Supabase projects grant every new public table to the API roles by default, newer ones grant nothing:
-- start from nothing on both, then grant each role exactly what it needs.
revoke all on table public.contact_submissions from anon, authenticated, service_role;
-- Column list: the browser may set its own id (so a retried request cannot store a lead twice) and the form
-- fields; never created_at, user_agent or client_ip.
grant insert (id, first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version)
  on table public.contact_submissions to anon;
-- Staff read leads with the service role; they never change them through the API.
grant select on table public.contact_submissions to service_role;
