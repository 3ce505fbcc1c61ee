-- A repeat of a lead answers like a stored lead. The repeat guard (at most 3 leads an hour per mailbox or phone
-- number) used to refuse the 4th with 429 'We already have your request', which told anyone whether a given
-- person had asked this agency for a callback within the hour (the number of probes accepted before the 429 is
-- 3 minus their leads), and let three requests lock a victim's email or phone out for an hour.
--
-- Now the guard lets a repeat through every check a lead meets (the other triggers, every constraint: a repeat
-- with a bad field is refused exactly as a first lead with it), then leaves the row out: a before-insert trigger
-- that returns null skips the row, and the insert succeeds having stored nothing, so PostgREST (hosted Supabase
-- as well as server/) answers 201, the same as for a stored lead. Nothing is delivered for it (no row, so no
-- outbox notification), and the lead stays stored once.
--
-- The checks run as a trial: the same row is inserted in a subtransaction (the guard's other triggers and the
-- constraints judge it there; the guard itself lets it through, told so by a transaction-local setting) and
-- rolled back with a sentinel error, so it leaves nothing behind: no row, no notification. Any real refusal of
-- the trial is the answer, exactly as the row itself would have got it.
--
-- contact_submissions_guard is replaced whole (its latest version is in
-- 20261125130000_contact_submissions_refusal_codes), with only the repeat branch changed.

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

  -- The trial insert of a repeat (below): judged by everything but this count.
  if pg_catalog.current_setting('private.trying_repeat', true) = 'on' then
    return new;
  end if;

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
    begin
      perform pg_catalog.set_config('private.trying_repeat', 'on', true);
      insert into public.contact_submissions select new.*;
      -- Undoes the trial row, its notifications and the setting: the subtransaction ends here.
      raise sqlstate 'PT299';
    exception when sqlstate 'PT299' then
      null;
    end;
    return null;
  end if;
  return new;
end;
$$;
