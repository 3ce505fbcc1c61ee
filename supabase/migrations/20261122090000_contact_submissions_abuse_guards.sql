-- Abuse guards on contact_submissions that hold wherever the table lives (hosted Supabase or the local server/),
-- because they run inside the database on every insert, whoever sends it:
--
--   * Honeypot: the forms carry a hidden 'website' field people never see or reach. A row that arrives with it
--     filled in was typed by a bot and is refused (HTTP 403 through PostgREST) with a message a person can act
--     on, in case a browser ever filled it in for one. A stored row always has it empty (null).
--   * Repeats: one email address or one phone number is stored at most 3 times an hour; a further one is refused
--     (HTTP 429) with a message saying the agency already has the request. Rows already stored are never touched.
--
-- `raise sqlstate 'PTxxx'` is PostgREST's way for SQL to choose the HTTP status; server/ answers the same.
-- Both checks run in a second before-insert trigger, after contact_submissions_before_insert (triggers of one
-- event fire in name order) has trimmed and validated the row.

alter table public.contact_submissions add column website text;

alter table public.contact_submissions
  add constraint contact_submissions_website_empty check (website is null);

comment on column public.contact_submissions.website is
  'The forms'' hidden honeypot field. Always null in a stored row: a row that arrives with it filled in is refused.';

-- The repeat check looks up the last hour of one email address and of one phone number (its last 10 digits, so
-- '(305) 555-0142' and '+1 305.555.0142' are the same number).
create index contact_submissions_email_recent_idx
  on public.contact_submissions (lower(email), created_at);
create index contact_submissions_phone_recent_idx
  on public.contact_submissions (right(regexp_replace(phone, '[^0-9]', '', 'g'), 10), created_at);

create function public.contact_submissions_guard()
returns trigger
language plpgsql
-- Counting earlier rows needs to read the table, which anon may not: the function runs as the table's owner.
security definer
set search_path = ''
as $$
declare
  per_hour constant integer := 3;
  phone_key constant text := right(regexp_replace(new.phone, '[^0-9]', '', 'g'), 10);
begin
  if coalesce(new.website, '') <> '' then
    raise sqlstate 'PT403' using
      message = 'This form could not be sent because a hidden field was filled in (some browsers do this automatically). Please call or text us instead.';
  end if;
  new.website := null;

  -- A retried request for a lead that is already stored is the primary key's business (409, which the site
  -- counts as stored), not a repeat.
  if exists (select from public.contact_submissions where id = new.id) then
    return new;
  end if;

  -- Concurrent inserts of one address or number take turns, so the count below is exact (email before phone,
  -- always in this order, so two inserts can never wait for each other).
  perform pg_catalog.pg_advisory_xact_lock(7226101, pg_catalog.hashtext(lower(new.email)));
  perform pg_catalog.pg_advisory_xact_lock(7226102, pg_catalog.hashtext(phone_key));

  if (select count(*) from public.contact_submissions
        where lower(email) = lower(new.email) and created_at > now() - interval '1 hour') >= per_hour
     or (select count(*) from public.contact_submissions
        where right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = phone_key and created_at > now() - interval '1 hour') >= per_hour
  then
    raise sqlstate 'PT429' using
      message = 'We already have your request: this email or phone number was sent to us several times in the last hour. A licensed agent will contact you soon; for faster help, please call us.';
  end if;
  return new;
end;
$$;

create trigger contact_submissions_guard
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_guard();

revoke execute on function public.contact_submissions_guard() from public, anon, authenticated, service_role;

-- The browser sends the honeypot with every row (empty for people).
grant insert (website) on table public.contact_submissions to anon;
