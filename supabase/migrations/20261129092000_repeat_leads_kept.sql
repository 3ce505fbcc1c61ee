-- No lead a visitor sends disappears. A 4th lead within an hour for one mailbox or one phone number was answered
-- 201 and stored nowhere, so three leads planted with someone's phone number made that person's own lead vanish.
-- Now it is stored like any lead, marked as a repeat of the most recent of the earlier ones (`repeat_of`), and not
-- delivered as a new call request: staff read it in `npm run leads`, beside the leads it repeats. The answer is
-- still 201, as for any stored lead, so it tells a sender nothing.

alter table public.contact_submissions add column repeat_of uuid;

comment on column public.contact_submissions.repeat_of is
  'Set on a lead that is the 4th or later within an hour for its mailbox or phone number: the most recent of the earlier ones. Stored and shown to staff as a repeat; never delivered as a new call request.';

-- 10. The lead this one repeats, when it is the 4th or later within the hour for its mailbox or its phone number
-- (their last 10 digits); null otherwise, and for a retried request of a stored lead (the primary key's 409).
create function private.lead_repeat_of(lead public.contact_submissions)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  per_hour constant integer := 3;
  mailbox constant text := private.email_key(lead.email);
  phone_key constant text := right(pg_catalog.regexp_replace(lead.phone, '[^0-9]', '', 'g'), 10);
begin
  if exists (select from public.contact_submissions where id = lead.id) then
    return null;
  end if;

  -- Concurrent inserts of one mailbox or number take turns, so the count below is exact (email before phone,
  -- always in this order, so two inserts can never wait for each other).
  perform pg_catalog.pg_advisory_xact_lock(7226101, pg_catalog.hashtext(coalesce(mailbox, '')));
  perform pg_catalog.pg_advisory_xact_lock(7226102, pg_catalog.hashtext(phone_key));

  if (select count(*) from public.contact_submissions
        where private.email_key(email) = mailbox and created_at > pg_catalog.now() - interval '1 hour') >= per_hour
     or (select count(*) from public.contact_submissions
        where right(pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g'), 10) = phone_key
          and created_at > pg_catalog.now() - interval '1 hour') >= per_hour
  then
    return (
      select id from public.contact_submissions
      where created_at > pg_catalog.now() - interval '1 hour'
        and (private.email_key(email) = mailbox or right(pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g'), 10) = phone_key)
      order by created_at desc, id
      limit 1
    );
  end if;
  return null;
end;
$$;

revoke execute on function private.lead_repeat_of(public.contact_submissions) from public, anon, authenticated, service_role;

comment on function private.lead_repeat_of(public.contact_submissions) is
  'Insert step 10: the earlier lead a 4th (or later) lead within the hour for its mailbox or phone repeats; null otherwise.';

create or replace function public.contact_submissions_before_insert()
returns trigger
language plpgsql
-- Step 10 counts earlier rows, which anon may not read: the pipeline runs as the table's owner.
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
  new.repeat_of := private.lead_repeat_of(new); -- 10. a 4th lead within the hour: stored, marked as a repeat
  new := private.lead_origin(new);             -- 11. which form and language, and the campaign
  new.state_code := private.state_code(new.state); -- 12. the USPS code of the state named, or null
  return new;
end;
$$;

drop function private.lead_is_quiet_repeat(public.contact_submissions);

-- A lead's rows, one per target, written with the lead; a repeat gets none: it is not a new call request.
create or replace function public.contact_submissions_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.repeat_of is not null then
    return null;
  end if;
  insert into public.lead_notifications (lead_id, target)
  select new.id, target from private.lead_delivery_targets;
  -- pg_net sends after the transaction commits, and never if it rolls back.
  perform private.wake_lead_delivery();
  return null;
end;
$$;
